import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { act, addPass, companyAPlaza, freshPlate, ok, passOf, type Row, rows } from './helpers';

let app: TestApp;
let token: string;
let plaza: number;

beforeAll(async () => {
  ({ app, token, plaza } = await companyAPlaza());
});
afterAll(() => app.close());

describe('share groups', () => {
  it('plates sharing a group are renewed together to one end, and the group shows its stalls and plates', async () => {
    const group = await ok<Row>(app, 'POST', '/api/updown/parkCarBitGroup/submit', {
      token,
      body: { parkId: plaza, groupName: '3号楼共享车位', stallCount: 2 },
    });
    const [p1, p2, p3] = [freshPlate(), freshPlate(), freshPlate()];
    const a = await addPass(app, token, {
      parkId: plaza,
      plateNumber: p1,
      groupId: group.id,
      endTime: '2030-01-31 23:59:59',
    });
    const b = await addPass(app, token, {
      parkId: plaza,
      plateNumber: p2,
      groupId: group.id,
      endTime: '2030-01-15 23:59:59',
    });
    const c = await addPass(app, token, {
      parkId: plaza,
      plateNumber: p3,
      groupId: group.id,
      endTime: '2030-01-20 23:59:59',
    });
    await act(app, token, 'stop', { grantId: c.id });
    const r = await act(app, token, 'renewalMonth', { grantId: b.id, monthNum: 1 });
    expect(r.data).toMatchObject({ oldEndTime: '2030-01-31 23:59:59', newEndTime: '2030-02-28 23:59:59' });
    expect([...((r.data?.plates as string[]) ?? [])].sort()).toEqual([p1, p2].sort());
    expect((await passOf(app, token, a.id)).endTime).toBe('2030-02-28 23:59:59');
    expect((await passOf(app, token, b.id)).endTime).toBe('2030-02-28 23:59:59');
    // a stopped pass of the group is left as it was
    expect((await passOf(app, token, c.id)).endTime).toBe('2030-01-20 23:59:59');

    const groups = await ok<Row[]>(app, 'GET', '/api/updown/parkMonth/selectParkCarBitGroup', {
      token,
      query: { parkId: plaza },
    });
    const mine = groups.find((g) => g.groupId === group.id);
    expect(mine).toMatchObject({ groupName: '3号楼共享车位', stallCount: 2, passCount: 3 });
    expect([...((mine?.plates as string[]) ?? [])].sort()).toEqual([p1, p2, p3].sort());

    const charges = await ok<{ data: Row[] }>(app, 'GET', '/api/updown/parkMonth/getShareChargePage', {
      token,
      query: { groupId: group.id },
    });
    const renewals = charges.data.filter((c) => c.renewalKind === 2);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ grantId: b.id, money: 30000 });
    expect(charges.data.filter((c) => c.renewalKind === 8)).toMatchObject([{ grantId: a.id, money: 0 }]);
    const file = await app.fastify.inject({
      method: 'GET',
      url: `/api/updown/parkMonth/exportShareMonthCharge?groupId=${group.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');

    // batch renewal naming two passes of one group renews the group once
    const batch = await act(app, token, 'batchRenewalMonth', { ids: `${a.id},${b.id}`, monthNum: 1 });
    expect(batch.data).toMatchObject({ total: 1 });
    expect((await passOf(app, token, a.id)).endTime).toBe('2030-03-31 23:59:59');
  });

  it('reInitShare gives the passes of a group that fell behind the group end', async () => {
    const group = await ok<Row>(app, 'POST', '/api/updown/parkCarBitGroup/submit', {
      token,
      body: { parkId: plaza, groupName: '地库B区', stallCount: 1 },
    });
    const a = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      groupId: group.id,
      endTime: '2031-05-31 23:59:59',
    });
    const b = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      groupId: group.id,
      endTime: '2031-03-10 23:59:59',
    });
    const refused = await act(app, token, 'reInitShare', { parkId: plaza, startTime: '2031-04-01 00:00:00' });
    expect(refused.msg).toContain('Start(startTime) and end(endTime)');
    const r = await act(app, token, 'reInitShare', {
      parkId: plaza,
      startTime: '2031-01-01 00:00:00',
      endTime: '2031-12-31 23:59:59',
    });
    expect(r.data).toMatchObject({ changed: 1 });
    expect((await passOf(app, token, b.id)).endTime).toBe('2031-05-31 23:59:59');
    expect((await passOf(app, token, a.id)).endTime).toBe('2031-05-31 23:59:59');
  });

  it('a group in use is not removed', async () => {
    const group = await ok<Row>(app, 'POST', '/api/updown/parkCarBitGroup/submit', {
      token,
      body: { parkId: plaza, groupName: '临时组', stallCount: 1 },
    });
    await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      groupId: group.id,
      endTime: '2031-05-31 23:59:59',
    });
    const res = await act(app, token, '../parkCarBitGroup/remove', { ids: String(group.id) });
    expect(res.status).toBe(400);
    expect(await rows(app, token, '/api/updown/parkCarBitGroup/list', { groupName: '临时组' })).toHaveLength(1);
  });
});
