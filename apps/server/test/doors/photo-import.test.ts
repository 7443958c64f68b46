import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../car-lists/helpers';
import { stored } from '../parks/helpers';
import { call, signIn } from '../support/test-app';
import { doorApp, made } from './helpers';

let app: Awaited<ReturnType<typeof doorApp>>;
let token: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  app = await doorApp();
  token = await signIn(app, 'company_a');
  for (const [empNo, empName] of [
    ['Z001', '赵一'],
    ['Z002', '赵二'],
    ['Z003', '赵三'],
    ['Z004', '赵四'],
  ] as [string, string][]) {
    ids[empNo] = (await made(app, token, '/api/updown/door/dooremployee/submit', { empNo, empName })).id;
  }
});
afterAll(async () => {
  await app.close();
});

const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 7)]);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 2)]);
const photos = () => {
  const dir = join(app.dataDir, 'face-photos');
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => /\.(jpg|png)$/.test(String(f))) : [];
};

type Report = {
  total: number;
  accepted: number;
  refused: number;
  rows: { file: string; empNo: string; accepted: boolean; reason?: string }[];
};

const importZip = (files: Record<string, Buffer>) => {
  const zip = Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, new Uint8Array(v)]))));
  const form = multipart(zip, 'photos.zip');
  return call<Report>(app, 'POST', '/api/updown/door/dooremployee/batchImportPhotos', {
    token,
    body: form.body,
    headers: form.headers,
  });
};

describe('face photos imported from a zip', () => {
  it('reports each file, and stores the good ones on their employees', async () => {
    const res = await importZip({
      'Z001.jpg': jpeg,
      'photos/Z002.png': png,
      'Z003.jpg': Buffer.from('not a picture, only text'),
      'Z004.jpg': Buffer.concat([jpeg, Buffer.alloc(1024 * 1024, 1)]),
      'X999.jpg': jpeg,
    });
    expect(res.status).toBe(200);
    const report = res.body.data;
    expect(report).toMatchObject({ total: 5, accepted: 2, refused: 3 });
    const byNo = Object.fromEntries(report.rows.map((r) => [r.empNo, r]));
    expect(byNo.Z001).toMatchObject({ accepted: true });
    expect(byNo.Z002).toMatchObject({ accepted: true, file: 'photos/Z002.png' });
    expect(byNo.Z003).toMatchObject({ accepted: false, reason: 'only a JPEG or PNG picture is accepted' });
    expect(byNo.Z004?.accepted).toBe(false);
    expect(byNo.Z004?.reason).toContain('1024 KB');
    expect(byNo.X999?.accepted).toBe(false);
    expect(byNo.X999?.reason).toContain('X999');

    expect(photos()).toHaveLength(2);
    const one = await stored(app, 'door_employee', ids.Z001 as number);
    const two = await stored(app, 'door_employee', ids.Z002 as number);
    expect(one.photo_path).toMatch(/\.jpg$/);
    expect(two.photo_path).toMatch(/\.png$/);
    expect((await stored(app, 'door_employee', ids.Z003 as number)).photo_path).toBeNull();
    expect((await stored(app, 'door_employee', ids.Z004 as number)).photo_path).toBeNull();

    const list = await call<{ data: { employeeId: number }[] }>(app, 'GET', '/api/updown/door/dooremployeephoto/list', {
      token,
      query: { size: 50 },
    });
    const mine = Object.values(ids);
    const listed = list.body.data.data.map((r) => r.employeeId).filter((id) => mine.includes(id));
    expect(listed.sort()).toEqual([ids.Z001, ids.Z002].sort());

    const back = await call(app, 'GET', '/api/updown/door/dooremployee/photo', { token, query: { EmpID: ids.Z002 } });
    expect(back.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(back.raw, png)).toBe(0);
  });

  it('refuses a second photo of the same employee in one zip, and an employee of another company', async () => {
    const b = await signIn(app, 'company_b');
    await made(app, b, '/api/updown/door/dooremployee/submit', { empNo: 'B001', empName: '钱其' });
    const before = photos().length;
    const res = await importZip({ 'Z003.jpg': jpeg, 'Z003.png': png, 'B001.jpg': jpeg });
    expect(res.body.data).toMatchObject({ total: 3, accepted: 1, refused: 2 });
    const refused = res.body.data.rows.filter((r) => !r.accepted);
    expect(refused.map((r) => r.file).sort()).toEqual(['B001.jpg', 'Z003.png']);
    expect(photos()).toHaveLength(before + 1);
  });

  it('refuses a file that is not a zip, naming the field, and stores nothing', async () => {
    const before = photos().length;
    const form = multipart(Buffer.from('PK but not really a zip'), 'photos.zip');
    const res = await call(app, 'POST', '/api/updown/door/dooremployee/batchImportPhotos', {
      token,
      body: form.body,
      headers: form.headers,
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('file');
    expect(photos()).toHaveLength(before);
  });
});
