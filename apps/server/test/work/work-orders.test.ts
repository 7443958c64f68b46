import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { warningLogResource, warnLevel, warnType } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '../../src/db/schema';
import { multipart } from '../car-lists/helpers';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { ok, type Page, type Row, rows } from '../system/helpers';

let app: TestApp;
let dataDir: string;
let company: string;
let operatorPark: number;
let otherPark: number;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'work-test-'));
  app = await createTestApp({ config: { dataDir } });
  company = await signIn(app, 'company_a');
  const operator = await signIn(app, 'operator_a');
  const own = await rows(app, operator, '/api/updown/basePark/list');
  operatorPark = Number(own[0]?.id);
  const all = await rows(app, company, '/api/updown/basePark/list');
  otherPark = Number(all.find((p) => p.id !== operatorPark)?.id);
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A warning about a park of company A, as the server's checks would log it. */
async function warning(parkId: number, title: string): Promise<number> {
  const park = (await rows(app, company, '/api/updown/basePark/list')).find((p) => p.id === parkId);
  const t = tableOf(warningLogResource);
  const [row] = await app.database.db
    .insert(t)
    .values({
      companyId: Number(park?.companyId),
      parkId,
      warnType: warnType.items[0]?.value as never,
      level: warnLevel.items[0]?.value as never,
      title,
      content: title,
    })
    .returning({ id: t.id });
  return Number(row?.id);
}

const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);

describe('warnings become work orders', () => {
  it('lists the caller’s parks’ warnings; an operator sees only its park’s', async () => {
    const mine = await warning(operatorPark, 'Camera offline at the entry');
    const theirs = await warning(otherPark, 'Gate stuck');
    const operator = await signIn(app, 'operator_a');
    const seen = await ok<Page>(app, 'GET', '/api/updown/rdrwork/getWarnList', {
      token: operator,
      query: { size: 500 },
    });
    const ids = seen.data.map((r) => r.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(seen.data.find((r) => r.id === mine)).toMatchObject({ dealState: null, workId: null });
    const other = await call(app, 'GET', '/api/updown/rdrwork/getWarnDetail', {
      token: operator,
      query: { warnId: theirs },
    });
    expect(other.status).toBe(404);
    const b = await signIn(app, 'company_b');
    const listB = await ok<Page>(app, 'GET', '/api/updown/rdrwork/getWarnList', { token: b, query: { size: 500 } });
    expect(listB.data.map((r) => r.id)).not.toContain(mine);
  });

  it('warnToWork makes a work order for the company’s receiver; allocate, upload and deal are kept as records', async () => {
    const operator = await signIn(app, 'operator_a');
    const users = await rows(app, company, '/api/updown/sysuser/list', { username: 'operator_a' });
    const receiver = Number(users.find((u) => u.username === 'operator_a')?.id);
    await ok(app, 'POST', '/api/updown/workCompanySet/submit', {
      token: company,
      body: { receiverId: receiver, deadlineHours: 4 },
    });
    const sets = await ok<Page>(app, 'GET', '/api/updown/workCompanySet/list', { token: company });
    expect(sets.data).toHaveLength(1);

    const warnId = await warning(operatorPark, 'Barrier arm broken');
    const order = await ok<Row>(app, 'POST', '/api/updown/rdrwork/warnToWork', { token: company, query: { warnId } });
    expect(order).toMatchObject({ parkId: operatorPark, warnId, title: 'Barrier arm broken' });
    const stored = await ok<Row>(app, 'GET', '/api/updown/employeWork/detail', {
      token: company,
      query: { workId: order.id },
    });
    expect(stored).toMatchObject({ assigneeId: receiver, state: 2 });
    expect(stored.deadlineAt).toBeTruthy();
    const again = await call(app, 'POST', '/api/updown/rdrwork/warnToWork', { token: company, query: { warnId } });
    expect(again.status).toBe(400);
    const detail = await ok<Row>(app, 'GET', '/api/updown/rdrwork/getWarnDetail', {
      token: company,
      query: { warnId },
    });
    expect(detail).toMatchObject({ dealState: 2, workId: order.id });

    const notPicture = multipart(Buffer.from('not a picture at all'), 'photo.jpg');
    const refused = await call(app, 'POST', '/api/updown/employeWork/upload', {
      token: operator,
      query: { workId: order.id },
      body: notPicture.body,
      headers: notPicture.headers,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/JPEG or PNG/);
    const photo = multipart(jpeg, 'photo.jpg');
    const uploaded = await ok<{ proofPhoto: string }>(app, 'POST', '/api/updown/employeWork/upload', {
      token: operator,
      query: { workId: order.id },
      body: photo.body,
      headers: photo.headers,
    });
    expect(existsSync(join(dataDir, uploaded.proofPhoto))).toBe(true);

    const done = await ok<Row>(app, 'POST', '/api/updown/employeWork/deal', {
      token: operator,
      query: { workId: order.id },
      body: { remark: 'replaced the arm' },
    });
    expect(done).toMatchObject({ state: 3, dealtBy: receiver, proofPhoto: uploaded.proofPhoto });
    const records = await ok<Page>(app, 'GET', '/api/updown/rdworkrecord/list', {
      token: company,
      query: { workId: order.id, size: 50 },
    });
    expect(records.data.map((r) => r.toState).sort()).toEqual([2, 3]);
    const record = await ok<Row>(app, 'GET', '/api/updown/rdworkrecord/detail', {
      token: company,
      query: { id: records.data[0]?.id },
    });
    expect(record.workId).toBe(order.id);
    const late = await call(app, 'POST', '/api/updown/employeWork/allocate', {
      token: company,
      query: { workId: order.id, assigneeId: receiver },
    });
    expect(late.status).toBe(400);
  });

  it('dealWarn marks a warning handled, once', async () => {
    const warnId = await warning(operatorPark, 'Screen flickers');
    const dealt = await ok<Row>(app, 'POST', '/api/updown/rdrwork/dealWarn', {
      token: company,
      query: { warnId },
      body: { remark: 'restarted' },
    });
    expect(dealt).toMatchObject({ warnId, dealState: 1, remark: 'restarted' });
    const twice = await call(app, 'POST', '/api/updown/rdrwork/dealWarn', { token: company, query: { warnId } });
    expect(twice.status).toBe(400);
    const list = await ok<Page>(app, 'GET', '/api/updown/rdrwork/getWarnList', {
      token: company,
      query: { size: 500 },
    });
    expect(list.data.find((r) => r.id === warnId)).toMatchObject({ dealState: 1 });
  });

  it('a work order made by hand is new until allocated; another company cannot see or remove it', async () => {
    const order = await ok<Row>(app, 'POST', '/api/updown/employeWork/submit', {
      token: company,
      body: { parkId: otherPark, title: 'Repaint the lines', assigneeId: null },
    });
    const users = await rows(app, company, '/api/updown/sysuser/list', { username: 'finance_a' });
    const finance = Number(users.find((u) => u.username === 'finance_a')?.id);
    const allocated = await ok<Row>(app, 'POST', '/api/updown/employeWork/allocate', {
      token: company,
      query: { workId: order.id },
      body: { assigneeId: finance },
    });
    expect(allocated).toMatchObject({ state: 2, assigneeId: finance });
    const b = await signIn(app, 'company_b');
    const seen = await call(app, 'GET', '/api/updown/employeWork/detail', { token: b, query: { workId: order.id } });
    expect(seen.status).toBe(404);
    const removed = await call(app, 'POST', '/api/updown/employeWork/remove', { token: b, query: { ids: order.id } });
    expect(removed.status).not.toBe(200);
    await ok(app, 'POST', '/api/updown/employeWork/remove', { token: company, query: { ids: order.id } });
  });
});
