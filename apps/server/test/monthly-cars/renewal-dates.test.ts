import { formatLocalDate, periodEnd } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestApp } from '../support/test-app';
import { act, addPass, companyAPlaza, freshPlate, ok, passOf, type Row, rows } from './helpers';

let app: TestApp;
let token: string;
let plaza: number;

beforeAll(async () => {
  ({ app, token, plaza } = await companyAPlaza());
});
afterAll(() => app.close());

const todayShanghai = () => formatLocalDate(new Date(), 'Asia/Shanghai');

describe('renewal end dates', () => {
  it('renewing by months continues the day after the current end and ends at 23:59:59, month ends clamped', async () => {
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      endTime: '2030-01-31 23:59:59',
    });
    const first = await act(app, token, 'renewalMonth', { grantId: pass.id, monthNum: 1 });
    expect(first.msg).toBe('success');
    expect(first.data).toMatchObject({ oldEndTime: '2030-01-31 23:59:59', newEndTime: '2030-02-28 23:59:59' });
    const second = await act(app, token, 'renewalMonth', { grantId: pass.id, monthNum: 1 });
    expect(second.data).toMatchObject({ newEndTime: '2030-03-31 23:59:59' });
    expect((await passOf(app, token, pass.id)).endTime).toBe('2030-03-31 23:59:59');
  });

  it('counts 29 February in leap years and crosses the year end', async () => {
    const leap = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      endTime: '2028-01-31 23:59:59',
    });
    expect((await act(app, token, 'renewalMonth', { grantId: leap.id, monthNum: 1 })).data).toMatchObject({
      newEndTime: '2028-02-29 23:59:59',
    });
    expect((await act(app, token, 'renewalMonth', { grantId: leap.id, monthNum: 12 })).data).toMatchObject({
      newEndTime: '2029-02-28 23:59:59',
    });
    const december = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      endTime: '2029-11-30 23:59:59',
    });
    expect((await act(app, token, 'renewalMonth', { grantId: december.id }, { monthNum: 3 })).data).toMatchObject({
      newEndTime: '2030-02-28 23:59:59',
    });
  });

  it('a pass that has run out renews from today', async () => {
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      startTime: '2020-01-01 00:00:00',
      endTime: '2020-05-10 23:59:59',
    });
    const today = todayShanghai();
    const r = await act(app, token, 'renewalMonth', { grantId: pass.id, monthNum: 2 });
    expect(r.data).toMatchObject({ newEndTime: `${periodEnd(today, 2)} 23:59:59` });
  });

  it('getMonthlyNewEndDate shows the end a renewal would give and changes nothing', async () => {
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      endTime: '2030-08-31 23:59:59',
    });
    const preview = await ok<Row>(app, 'GET', '/api/updown/parkMonth/getMonthlyNewEndDate', {
      token,
      query: { grantId: pass.id, monthNum: 6 },
    });
    expect(preview).toMatchObject({ oldEndTime: '2030-08-31 23:59:59', newEndTime: '2031-02-28 23:59:59', months: 6 });
    expect((await passOf(app, token, pass.id)).endTime).toBe('2030-08-31 23:59:59');
  });
});

describe('renewal by money', () => {
  it('buys whole months at the monthly fee and refuses a sum that is not one, naming both', async () => {
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      monthlyFee: 30000,
      endTime: '2030-04-30 23:59:59',
    });
    const r = await act(app, token, 'renewalMoney', { grantId: pass.id, money: 90000, payWay: 2 });
    expect(r.data).toMatchObject({ months: 3, money: 90000, newEndTime: '2030-07-31 23:59:59' });
    const refused = await act(app, token, 'renewalMoney', { grantId: pass.id, money: 45000 });
    expect(refused.status).toBe(400);
    expect(refused.msg).toBe(
      'Renewal money(money): 450.00 yuan is not a whole number of months at 300.00 yuan a month',
    );
    expect((await passOf(app, token, pass.id)).endTime).toBe('2030-07-31 23:59:59');
  });

  it('pro-rates the rest by day when the park says so', async () => {
    await ok(app, 'POST', '/api/updown/basePark/submit', { token, body: { id: plaza, monthProRate: true } });
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      monthlyFee: 30000,
      endTime: '2030-04-30 23:59:59',
    });
    const r = await act(app, token, 'renewalMoney', { grantId: pass.id, money: 45000 });
    expect(r.data).toMatchObject({ months: 1, days: 15, newEndTime: '2030-06-15 23:59:59' });
    await ok(app, 'POST', '/api/updown/basePark/submit', { token, body: { id: plaza, monthProRate: false } });
  });

  it('every renewal leaves a payment record with its pay way and operator, and an operate-log row', async () => {
    const plate = freshPlate();
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: plate,
      monthlyFee: 20000,
      endTime: '2030-01-15 23:59:59',
    });
    await act(app, token, 'renewalMoney', { grantId: pass.id, money: 40000, payWay: 3 });
    await act(app, token, 'renewalMonth', { grantId: pass.id, monthNum: 1, payWay: 1 });
    const payments = await rows(app, token, '/api/updown/parkMonthPayment/list', { grantId: pass.id });
    expect(payments).toHaveLength(3);
    expect(payments.map((p) => [p.renewalKind, p.payWay, p.money, p.operatorName])).toEqual(
      expect.arrayContaining([
        // the pass itself: 2025-01-01..2030-01-15 is 60 months (60 × 20000) and 15 days (15 × 20000 / 30)
        [4, 1, 1_210_000, 'company_a'],
        [1, 3, 40000, 'company_a'],
        [2, 1, 20000, 'company_a'],
      ]),
    );
    expect(payments.find((p) => p.renewalKind === 2)).toMatchObject({
      plateNumber: plate,
      oldEndTime: '2030-03-15 23:59:59',
      newEndTime: '2030-04-15 23:59:59',
    });
    const admin = await signIn(app, 'admin');
    const logs = await rows(app, admin, '/api/updown/parkoperatelog/getPageList', { module: 'parkMonth' });
    expect(logs.filter((l) => String(l.path).endsWith('/renewalMoney') && l.success === true).length).toBeGreaterThan(
      0,
    );
    const detail = await ok<Row>(app, 'GET', '/api/updown/parkMonth/renewalDetail', {
      token,
      query: { grantId: pass.id },
    });
    expect((detail.payments as Row[]).length).toBe(3);
  });
});

describe('refusals', () => {
  it('VIP renewal is for VIP passes only and is free', async () => {
    const plain = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      endTime: '2030-01-31 23:59:59',
    });
    const refused = await act(app, token, 'renewalVip', { grantId: plain.id, monthNum: 1 });
    expect(refused.status).toBe(400);
    expect(refused.msg).toContain('Pass kind(passKind): only VIP passes are renewed as VIP');
    const vip = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      passKind: 5,
      endTime: '2030-01-31 23:59:59',
    });
    const r = await act(app, token, 'renewalVip', { grantId: vip.id, monthNum: 12 });
    expect(r.data).toMatchObject({ money: 0, payWay: 9, newEndTime: '2031-01-31 23:59:59' });
  });

  it('a stopped pass is not renewed until it is recovered; bad months and money are named', async () => {
    const plate = freshPlate();
    const pass = await addPass(app, token, { parkId: plaza, plateNumber: plate, endTime: '2030-01-31 23:59:59' });
    await act(app, token, 'stop', { grantId: pass.id });
    const refused = await act(app, token, 'renewalMonth', { grantId: pass.id, monthNum: 1 });
    expect(refused.status).toBe(400);
    expect(refused.msg).toBe(`pass ${plate} is stopped; recover it before renewing`);
    await act(app, token, 'recorve', { grantId: pass.id });
    expect((await act(app, token, 'renewalMonth', { grantId: pass.id, monthNum: 1 })).status).toBe(200);
    expect((await act(app, token, 'renewalMonth', { grantId: pass.id, monthNum: 0 })).msg).toContain(
      'Months(monthNum)',
    );
    expect((await act(app, token, 'renewalMoney', { grantId: pass.id })).msg).toBe('Renewal money(money): is required');
    expect((await act(app, token, 'renewalMonth', { grantId: 99999999, monthNum: 1 })).status).toBe(404);
  });

  it('a plate has one live pass per park, and plates are checked and normalised', async () => {
    const plate = freshPlate();
    await addPass(app, token, {
      parkId: plaza,
      plateNumber: ` ${plate.toLowerCase()} `,
      endTime: '2030-01-31 23:59:59',
    });
    const again = await act(
      app,
      token,
      'add',
      {},
      {
        parkId: plaza,
        plateNumber: plate,
        startTime: '2025-01-01 00:00:00',
        endTime: '2030-01-31 23:59:59',
        monthlyFee: 1,
      },
    );
    expect(again.status).toBe(400);
    expect(again.msg).toContain(`Plate(plateNumber): ${plate} already has pass`);
    const bad = await act(
      app,
      token,
      'add',
      {},
      {
        parkId: plaza,
        plateNumber: 'ABC',
        startTime: '2025-01-01 00:00:00',
        endTime: '2030-01-31 23:59:59',
        monthlyFee: 1,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('plate number format incorrect');
    const exists = await ok<Row>(app, 'GET', '/api/updown/parkMonth/getPlateExitsParkName', {
      token,
      query: { plateNo: plate },
    });
    expect(exists).toMatchObject({ exists: true, parkNames: '世纪广场停车场' });
  });

  it('the end changes only by renewal, never by editing the pass', async () => {
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      endTime: '2030-01-31 23:59:59',
    });
    const edit = await act(app, token, 'submit', {}, { grantId: pass.id, endTime: '2031-01-31 23:59:59' });
    expect(edit.status).toBe(400);
    expect(edit.msg).toBe('End(endTime): changes only by renewal, pause and recovery');
  });
});
