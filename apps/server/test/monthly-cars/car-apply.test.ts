import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../support/test-app';
import { companyAPlaza, count, freshPlate, ok, type Row, rows, stored, userIdOf } from './helpers';

let app: TestApp;
let token: string;
let plaza: number;

beforeAll(async () => {
  ({ app, token, plaza } = await companyAPlaza());
});
afterAll(() => app.close());

const apply = (body: Record<string, unknown>) =>
  call<Row>(app, 'POST', '/api/updown/parkCarApply/submitApply', { token, body });
const get = (action: string, query: Record<string, unknown>) =>
  call<Row>(app, 'GET', `/api/updown/parkCarApply/${action}`, { token, query });

describe('car applications', () => {
  it('submitted, refused with a remark, applied again, passed: the pass is made with its payment', async () => {
    const plate = freshPlate('粤B');
    const made = await apply({
      parkId: plaza,
      plateNumber: ` ${plate.slice(0, 2).toLowerCase()}${plate.slice(2)} `,
      ownerName: '陈先生',
      ownerPhone: '13912345678',
      months: 3,
      monthlyFee: 25000,
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ plateNumber: plate, state: 0 });
    const recordId = made.body.data.id;
    expect((await get('getApplyPagelist', { plateNumber: plate })).body.data).toMatchObject({ total: 1 });

    expect((await get('refuse', { recordId })).body.msg).toBe('Review remark(auditRemark): is required to refuse');
    expect((await get('refuse', { recordId, auditRemark: '缺少行驶证' })).body.data).toMatchObject({
      state: 2,
      auditRemark: '缺少行驶证',
    });
    const passRefused = await call(app, 'POST', '/api/updown/parkCarApply/pass', { token, query: { recordId } });
    expect(passRefused.status).toBe(400);
    expect(passRefused.body.msg).toBe(`application ${recordId} (${plate}) is refused and cannot be passed`);

    const again = await call<Row>(app, 'POST', '/api/updown/parkCarApply/againApply', {
      token,
      body: { recordId, remark: '已补行驶证' },
    });
    expect(again.body.data).toMatchObject({ state: 0, remark: '已补行驶证' });

    const passed = await call<Row>(app, 'POST', '/api/updown/parkCarApply/pass', { token, query: { recordId } });
    expect(passed.status).toBe(200);
    expect(passed.body.data).toMatchObject({ state: 1 });
    const grantId = passed.body.data.grantId as number;
    const pass = await ok<Row>(app, 'GET', '/api/updown/parkMonth/detail', { token, query: { grantId } });
    expect(pass).toMatchObject({ plateNumber: plate, state: 1, monthlyFee: 25000, ownerName: '陈先生' });
    expect(String(pass.endTime)).toMatch(/ 23:59:59$/);
    const payments = await rows(app, token, '/api/updown/parkMonthPayment/list', { grantId });
    expect(payments).toMatchObject([{ renewalKind: 6, money: 75000, months: 3 }]);
    const companyAId = await userIdOf(app, 'company_a');
    expect(await stored(app, 'month_pass', grantId)).toMatchObject({ created_by: companyAId, updated_by: companyAId });
    const stampedPayments = 'select count(*) n from month_pass_payment where grant_id = $1 and created_by = $2';
    expect(await count(app, stampedPayments, [grantId, companyAId])).toBe(1);

    expect((await get('cancel', { recordId })).body.msg).toBe(
      `application ${recordId} (${plate}) is passed and cannot be cancelled`,
    );
    const reapply = await call(app, 'POST', '/api/updown/parkCarApply/againApply', { token, body: { recordId } });
    expect(reapply.body.msg).toBe(`application ${recordId} (${plate}) is passed and cannot be applied again`);
  });

  it('a cancelled application cannot be applied again; bad plates and phones are named', async () => {
    const made = await apply({
      parkId: plaza,
      plateNumber: freshPlate('浙A'),
      ownerName: '周女士',
      ownerPhone: '13800001111',
    });
    const recordId = made.body.data.id;
    expect((await get('cancel', { recordId })).body.data).toMatchObject({ state: 3 });
    expect((await get('detail', { recordId })).body.data).toMatchObject({ state: 3 });
    const again = await call(app, 'POST', '/api/updown/parkCarApply/againApply', { token, body: { recordId } });
    expect(again.status).toBe(400);
    const bad = await apply({ parkId: plaza, plateNumber: '12345', ownerName: '周', ownerPhone: '13800001111' });
    expect(bad.body.msg).toBe('Plate(plateNumber): 12345 plate number format incorrect');
    const phone = await apply({ parkId: plaza, plateNumber: freshPlate(), ownerName: '周', ownerPhone: '123' });
    expect(phone.body.msg).toContain('Phone(ownerPhone)');
  });

  it('passing fails when the plate already has a pass in the park, and the application stays submitted', async () => {
    const plate = freshPlate('苏E');
    const first = await apply({ parkId: plaza, plateNumber: plate, ownerName: '甲', ownerPhone: '13800002222' });
    const second = await apply({ parkId: plaza, plateNumber: plate, ownerName: '乙', ownerPhone: '13800003333' });
    await call(app, 'POST', '/api/updown/parkCarApply/pass', { token, query: { recordId: first.body.data.id } });
    const dup = await call(app, 'POST', '/api/updown/parkCarApply/pass', {
      token,
      query: { recordId: second.body.data.id },
    });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toContain('already has pass');
    expect((await get('detail', { recordId: second.body.data.id })).body.data).toMatchObject({ state: 0 });
  });
});
