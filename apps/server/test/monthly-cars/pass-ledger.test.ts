import { passKind, passRenewalKind, payWay } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../support/test-app';
import { act, addPass, companyAPlaza, count, freshPlate, ok, passOf, type Row, userIdOf } from './helpers';

let app: TestApp;
let token: string;
let plaza: number;
let companyA: number;

beforeAll(async () => {
  ({ app, token, plaza } = await companyAPlaza());
  companyA = await userIdOf(app, 'company_a');
});
afterAll(() => app.close());

const reasons = passRenewalKind.values;

type LedgerRow = {
  grant_id: string | number;
  renewal_kind: number;
  pay_way: number | null;
  money: string | number;
  months: number;
  days: number;
  operator_name: string;
  created_by: string | number;
};

/** The pass's newest ledger row, as stored. */
async function lastLedgerRow(grantId: number): Promise<LedgerRow | undefined> {
  const [row] = await app.database.query<LedgerRow>(
    'select * from month_pass_payment where grant_id = $1 order by id desc limit 1',
    [grantId],
  );
  return row;
}

const ledgerRows = (grantId: number) =>
  count(app, 'select count(*) n from month_pass_payment where grant_id = $1', [grantId]);

const groupOf = async (name: string) =>
  (
    await ok<Row>(app, 'POST', '/api/updown/parkCarBitGroup/submit', {
      token,
      body: { parkId: plaza, groupName: name, stallCount: 1 },
    })
  ).id as number;

type Expected = { money: number; reason: number; payWay: number | null; months: number; days: number };
type Case = { name: string; run: () => Promise<number>; expected: Expected };

/** Every way a pass comes to exist or its end moves; each answers the pass whose ledger row it expects. */
const cases: Case[] = [
  {
    name: 'parkMonth/add: 2030-01-01..2030-03-31 is 3 months at 300.00 = 900.00, cash',
    run: async () =>
      (
        await addPass(app, token, {
          parkId: plaza,
          plateNumber: freshPlate(),
          startTime: '2030-01-01 00:00:00',
          endTime: '2030-03-31 23:59:59',
          monthlyFee: 30000,
        })
      ).id as number,
    expected: { money: 90000, reason: reasons.newPass, payWay: payWay.values.cash, months: 3, days: 0 },
  },
  {
    name: 'parkMonth/submit without id: 2030-01-01..2030-02-10 is 1 month (300.00) and 10 days (10 × 300.00 / 30 = 100.00)',
    run: async () =>
      (
        await ok<Row>(app, 'POST', '/api/updown/parkMonth/submit', {
          token,
          body: {
            parkId: plaza,
            plateNumber: freshPlate(),
            passKind: passKind.values.monthly,
            startTime: '2030-01-01 00:00:00',
            endTime: '2030-02-10 23:59:59',
            monthlyFee: 30000,
          },
        })
      ).id as number,
    expected: { money: 40000, reason: reasons.newPass, payWay: payWay.values.cash, months: 1, days: 10 },
  },
  {
    name: 'parkMonth/add of a VIP pass: free',
    run: async () =>
      (
        await addPass(app, token, {
          parkId: plaza,
          plateNumber: freshPlate(),
          passKind: passKind.values.vip,
          startTime: '2030-01-01 00:00:00',
          endTime: '2030-12-31 23:59:59',
        })
      ).id as number,
    expected: { money: 0, reason: reasons.newPass, payWay: payWay.values.free, months: 12, days: 0 },
  },
  {
    name: 'parkMonth/add with no monthly fee: free',
    run: async () =>
      (
        await addPass(app, token, {
          parkId: plaza,
          plateNumber: freshPlate(),
          monthlyFee: 0,
          startTime: '2030-01-01 00:00:00',
          endTime: '2030-01-31 23:59:59',
        })
      ).id as number,
    expected: { money: 0, reason: reasons.newPass, payWay: payWay.values.free, months: 1, days: 0 },
  },
  {
    name: 'batch grant: 2 months at 100.00 = 200.00, WeChat',
    run: async () => {
      const made = await ok<{ data: Row[] }>(app, 'POST', '/api/updown/parkMonth/batchParkMonthCard', {
        token,
        body: { parkId: plaza, plates: freshPlate(), monthNum: 2, monthlyFee: 10000, payWay: payWay.values.wechat },
      });
      return made.data[0]?.id as number;
    },
    expected: { money: 20000, reason: reasons.batchGrant, payWay: payWay.values.wechat, months: 2, days: 0 },
  },
  {
    name: 'application passed: 3 months at 250.00 = 750.00',
    run: async () => {
      const applied = await ok<Row>(app, 'POST', '/api/updown/parkCarApply/submitApply', {
        token,
        body: {
          parkId: plaza,
          plateNumber: freshPlate(),
          ownerName: '吴先生',
          ownerPhone: '13912345678',
          months: 3,
          monthlyFee: 25000,
        },
      });
      const passed = await ok<Row>(app, 'POST', '/api/updown/parkCarApply/pass', {
        token,
        query: { recordId: applied.id },
      });
      return passed.grantId as number;
    },
    expected: { money: 75000, reason: reasons.application, payWay: payWay.values.cash, months: 3, days: 0 },
  },
  {
    name: 'renewal by months: 2 months at 300.00 = 600.00, Alipay',
    run: async () => {
      const pass = await addPass(app, token, {
        parkId: plaza,
        plateNumber: freshPlate(),
        endTime: '2030-01-31 23:59:59',
      });
      const r = await act(app, token, 'renewalMonth', {
        grantId: pass.id,
        monthNum: 2,
        payWay: payWay.values.alipay,
      });
      expect(r.status).toBe(200);
      return pass.id as number;
    },
    expected: { money: 60000, reason: reasons.byMonths, payWay: payWay.values.alipay, months: 2, days: 0 },
  },
  {
    name: 'renewal by money: 600.00 at 300.00 a month buys 2 months',
    run: async () => {
      const pass = await addPass(app, token, {
        parkId: plaza,
        plateNumber: freshPlate(),
        endTime: '2030-01-31 23:59:59',
      });
      expect((await act(app, token, 'renewalMoney', { grantId: pass.id, money: 60000 })).status).toBe(200);
      return pass.id as number;
    },
    expected: { money: 60000, reason: reasons.byMoney, payWay: payWay.values.cash, months: 2, days: 0 },
  },
  {
    name: 'VIP renewal: free',
    run: async () => {
      const pass = await addPass(app, token, {
        parkId: plaza,
        plateNumber: freshPlate(),
        passKind: passKind.values.vip,
        endTime: '2030-01-31 23:59:59',
      });
      expect((await act(app, token, 'renewalVip', { grantId: pass.id, monthNum: 6 })).status).toBe(200);
      return pass.id as number;
    },
    expected: { money: 0, reason: reasons.vip, payWay: payWay.values.free, months: 6, days: 0 },
  },
  {
    name: 'batch renewal by months: 1 month at 300.00',
    run: async () => {
      const pass = await addPass(app, token, {
        parkId: plaza,
        plateNumber: freshPlate(),
        endTime: '2030-01-31 23:59:59',
      });
      expect((await act(app, token, 'batchRenewalMonth', { ids: String(pass.id), monthNum: 1 })).status).toBe(200);
      return pass.id as number;
    },
    expected: { money: 30000, reason: reasons.byMonths, payWay: payWay.values.cash, months: 1, days: 0 },
  },
  {
    name: 'renewed with its share group: the other pass moves too, at no money of its own',
    run: async () => {
      const groupId = await groupOf(`账本组${freshPlate()}`);
      const other = await addPass(app, token, {
        parkId: plaza,
        plateNumber: freshPlate(),
        groupId,
        endTime: '2030-01-31 23:59:59',
      });
      const payer = await addPass(app, token, {
        parkId: plaza,
        plateNumber: freshPlate(),
        groupId,
        endTime: '2030-01-31 23:59:59',
      });
      expect((await act(app, token, 'renewalMonth', { grantId: payer.id, monthNum: 1 })).status).toBe(200);
      expect((await passOf(app, token, other.id as number)).endTime).toBe('2030-02-28 23:59:59');
      return other.id as number;
    },
    expected: { money: 0, reason: reasons.withGroup, payWay: null, months: 1, days: 0 },
  },
  {
    name: 'recovered after 10 days paused: the end moves 10 days, free',
    run: async () => {
      const pass = await addPass(app, token, {
        parkId: plaza,
        plateNumber: freshPlate(),
        endTime: '2030-02-25 23:59:59',
      });
      await act(app, token, 'tempStop', { grantId: pass.id });
      await app.database.query("update month_pass set paused_at = paused_at - interval '10 days' where id = $1", [
        pass.id,
      ]);
      expect((await act(app, token, 'recorve', { grantId: pass.id })).status).toBe(200);
      expect((await passOf(app, token, pass.id as number)).endTime).toBe('2030-03-07 23:59:59');
      return pass.id as number;
    },
    expected: { money: 0, reason: reasons.pausedDays, payWay: payWay.values.free, months: 0, days: 10 },
  },
  {
    name: "reInitShare: a pass behind its group's end is given it (2031-03-11..2031-05-31: 2 months 21 days), free",
    run: async () => {
      const groupId = await groupOf(`对齐组${freshPlate()}`);
      await addPass(app, token, { parkId: plaza, plateNumber: freshPlate(), groupId, endTime: '2031-05-31 23:59:59' });
      const behind = await addPass(app, token, {
        parkId: plaza,
        plateNumber: freshPlate(),
        groupId,
        endTime: '2031-03-10 23:59:59',
      });
      const r = await act(app, token, 'reInitShare', {
        parkId: plaza,
        startTime: '2031-03-10 00:00:00',
        endTime: '2031-03-10 23:59:59',
      });
      expect(r.status).toBe(200);
      return behind.id as number;
    },
    expected: { money: 0, reason: reasons.groupAligned, payWay: payWay.values.free, months: 2, days: 21 },
  },
];

describe('every way a pass is made or extended writes its ledger row', () => {
  it.each(cases)('$name', async ({ run, expected }) => {
    const grantId = await run();
    const row = await lastLedgerRow(grantId);
    expect(row).toBeDefined();
    expect({
      grantId: Number(row?.grant_id),
      money: Number(row?.money),
      reason: row?.renewal_kind,
      payWay: row?.pay_way,
      months: row?.months,
      days: row?.days,
      operator: row?.operator_name,
      createdBy: Number(row?.created_by),
    }).toEqual({
      grantId,
      money: expected.money,
      reason: expected.reason,
      payWay: expected.payWay,
      months: expected.months,
      days: expected.days,
      operator: 'company_a',
      createdBy: companyA,
    });
  });

  it('a refused change writes no ledger row: an edit may not move the end, a refused batch makes nothing', async () => {
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      endTime: '2030-01-31 23:59:59',
    });
    expect(await ledgerRows(pass.id as number)).toBe(1);
    const moved = await call(app, 'POST', '/api/updown/parkMonth/submit', {
      token,
      body: { id: pass.id, endTime: '2030-06-30 23:59:59' },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.msg).toContain('endTime');
    expect(await ledgerRows(pass.id as number)).toBe(1);

    // the first plate's pass and row are made before the second, which already has a pass, is refused
    const plate = freshPlate();
    const refused = await act(
      app,
      token,
      'batchParkMonthCard',
      {},
      { parkId: plaza, plates: [plate, pass.plateNumber] },
    );
    expect(refused.status).toBe(400);
    const orphan = 'select count(*) n from month_pass_payment where plate_number = $1';
    expect(await count(app, orphan, [plate])).toBe(0);
  });
});

describe("quarterly and yearly passes are charged the park's price for each whole quarter or year", () => {
  let garden: number;

  beforeAll(async () => {
    await ok(app, 'POST', '/api/updown/basePark/submit', {
      token,
      body: { id: plaza, quarterlyPassPrice: 80000, yearlyPassPrice: 300000 },
    });
    const parks = await ok<{ data: Row[] }>(app, 'GET', '/api/updown/basePark/list', {
      token,
      query: { parkName: '阳光花园' },
    });
    garden = parks.data[0]?.id as number;
  });

  const grant = async (parkId: number, kind: number, monthNum: number) => {
    const made = await ok<{ data: Row[] }>(app, 'POST', '/api/updown/parkMonth/batchParkMonthCard', {
      token,
      body: { parkId, plates: freshPlate(), passKind: kind, monthNum, monthlyFee: 30000 },
    });
    return made.data[0]?.id as number;
  };
  const paid = async (grantId: number) => Number((await lastLedgerRow(grantId))?.money);

  it('a quarterly pass', async () => {
    // one quarter at the park's 800.00, not 3 × 300.00 = 900.00
    expect(await paid(await grant(plaza, passKind.values.quarterly, 3))).toBe(80000);
    // 7 months: 2 quarters (2 × 800.00) and 1 month at 300.00 = 1900.00
    const pass = await grant(plaza, passKind.values.quarterly, 7);
    expect(await paid(pass)).toBe(190000);
    // renewed for 6 months: 2 quarters = 1600.00
    expect((await act(app, token, 'renewalMonth', { grantId: pass, monthNum: 6 })).data).toMatchObject({
      money: 160000,
    });
    expect(await paid(pass)).toBe(160000);
    // 800.00 of money buys one quarter: 3 months
    const preview = await ok<Row>(app, 'GET', '/api/updown/parkMonth/getMonthlyNewEndDate', {
      token,
      query: { grantId: pass, money: 80000 },
    });
    expect(preview).toMatchObject({ months: 3, days: 0, money: 80000 });
    // a park without a quarterly price charges 3 × 300.00 = 900.00
    expect(await paid(await grant(garden, passKind.values.quarterly, 3))).toBe(90000);
  });

  it('a yearly pass', async () => {
    // one year at the park's 3000.00, not 12 × 300.00 = 3600.00
    const pass = await grant(plaza, passKind.values.yearly, 12);
    expect(await paid(pass)).toBe(300000);
    // renewed for 15 months: 1 year (3000.00) and 3 months at 300.00 (900.00) = 3900.00
    await act(app, token, 'renewalMonth', { grantId: pass, monthNum: 15 });
    expect(await paid(pass)).toBe(390000);
    // added by hand for 2030-01-01..2030-12-31: a whole year, 3000.00
    const added = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      passKind: passKind.values.yearly,
      startTime: '2030-01-01 00:00:00',
      endTime: '2030-12-31 23:59:59',
      monthlyFee: 30000,
    });
    expect(await paid(added.id as number)).toBe(300000);
    // a monthly pass in the same park is still 12 × 300.00 = 3600.00
    expect(await paid(await grant(plaza, passKind.values.monthly, 12))).toBe(360000);
  });

  it('a price is fen, not below zero; the park answers it', async () => {
    const bad = await call(app, 'POST', '/api/updown/basePark/submit', {
      token,
      body: { id: plaza, quarterlyPassPrice: -1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('quarterlyPassPrice');
    const park = await ok<Row>(app, 'GET', '/api/updown/basePark/detail', { token, query: { parkId: plaza } });
    expect(park).toMatchObject({ quarterlyPassPrice: 80000, yearlyPassPrice: 300000 });
  });
});
