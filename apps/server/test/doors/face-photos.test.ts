import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../car-lists/helpers';
import { stored } from '../parks/helpers';
import { call, signIn } from '../support/test-app';
import { doorApp, made } from './helpers';

let app: Awaited<ReturnType<typeof doorApp>>;
let token: string;
let empId: number;
beforeAll(async () => {
  app = await doorApp();
  token = await signIn(app, 'company_a');
  empId = (await made(app, token, '/api/updown/door/dooremployee/submit', { empNo: 'F001', empName: '孙丽' })).id;
});
afterAll(async () => {
  await app.close();
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 3)]);
const photos = () => {
  const dir = join(app.dataDir, 'face-photos');
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => /\.(jpg|png)$/.test(String(f))) : [];
};
const upload = (bytes: Buffer, hash: string, as = token) => {
  const form = multipart(bytes, 'face.jpg', { EmpID: String(empId) });
  return call<{ photoPath: string }>(app, 'POST', `/api/updown/file/${hash}`, {
    token: as,
    body: form.body,
    headers: form.headers,
  });
};

describe('face photos', () => {
  it('refuses a file that is not a JPEG or PNG, whatever its name, and stores nothing', async () => {
    const text = Buffer.from('GIF89a this is no face photo');
    const res = await upload(text, sha(text));
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('file');
    expect(photos()).toHaveLength(0);
    expect((await stored(app, 'door_employee', empId)).photo_path).toBeNull();
  });

  it('refuses a photo over the limit and stores nothing', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1024 * 1024 + 10, 1)]);
    const res = await upload(big, sha(big));
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('1024 KB');
    expect(photos()).toHaveLength(0);
  });

  it('refuses a photo whose hash does not match what arrived', async () => {
    const res = await upload(jpeg, sha(Buffer.from('something else')));
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('hash');
    expect(photos()).toHaveLength(0);
  });

  it('keeps a JPEG under DATA_DIR, names it on the employee and serves it back to the company only', async () => {
    const res = await upload(jpeg, sha(jpeg));
    expect(res.status).toBe(200);
    expect(photos()).toHaveLength(1);
    expect((await stored(app, 'door_employee', empId)).photo_path).toBe(res.body.data.photoPath);
    const back = await call(app, 'GET', '/api/updown/door/dooremployee/photo', { token, query: { EmpID: empId } });
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(back.raw, jpeg)).toBe(0);
    const b = await signIn(app, 'company_b');
    const theirs = await upload(jpeg, sha(jpeg), b);
    expect(theirs.status).toBe(404);
    expect(photos()).toHaveLength(1);
  });
});
