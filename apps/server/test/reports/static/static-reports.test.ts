import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, type TestApp } from '../../support/test-app';
import { trafficApp } from '../../traffic/traffic-helpers';
import { column, exported, exportMatches, page } from './static-helpers';
import { buildScenario, type Scenario } from './static-scenario';

let app: TestApp;
let sc: Scenario;
let token: string;
let operator: string;
let otherCompany: string;
/** Company A's user by name (云停运营管理员), as a stay's last writer names it. */
let companyAName: string;

beforeAll(async () => {
  app = await trafficApp();
  // the coupon car's times are minutes around now
  app.context.config.gateClockSkewSeconds = 3600;
  sc = await buildScenario(app);
  token = sc.plaza.token;
  operator = await signIn(app, 'operator_a');
  otherCompany = await signIn(app, 'company_b');
  const [user] = await app.database.query<{ name: string }>(
    "select coalesce(real_name, username) as name from sys_user where username = 'company_a'",
  );
  companyAName = String(user?.name);
}, 180_000);
afterAll(() => app.close());

const ours = () => ({ parkId: sc.plaza.parkId, plateNumber: '青A' });
const byPlate = <T extends Record<string, unknown>>(rows: T[]) => new Map(rows.map((r) => [String(r.plateNumber), r]));

describe('exception releases', () => {
  it('lists the exit with no entry and the stay closed owing, each under its reason, with what is still owed', async () => {
    const p = await page(app, token, 'getPageExceptionRelease', ours());
    expect(p.total).toBe(2);
    const rows = byPlate(p.data);
    // read at the exit with no entry, let out for 10.00 cash: nothing owed
    expect(rows.get('青A10003')).toMatchObject({
      id: sc.stays.a3,
      exceptionKind: 3,
      inTime: '2026-04-02 12:00:00',
      outTime: '2026-04-02 12:00:00',
      fee: 1000,
      paid: 1000,
      owed: 0,
    });
    // the forgotten stay closed at the car's next entry, charged 15.00 and not paid
    expect(rows.get('青A10004')).toMatchObject({ id: sc.stays.a4, exceptionKind: 2, fee: 1500, paid: 0, owed: 1500 });
    // the car paid at the exit and the one released free by hand are not exceptions
    expect(rows.get('青A10001')).toBeUndefined();
    expect(rows.get('青A10002')).toBeUndefined();
    expect((await page(app, token, 'getPageExceptionRelease', { ...ours(), exceptionKind: 2 })).total).toBe(1);
    const april2 = { ...ours(), outTimeStart: '2026-04-02', outTimeEnd: '2026-04-02' };
    expect((await page(app, token, 'getPageExceptionRelease', april2)).data.map((r) => r.id)).toEqual([sc.stays.a3]);
  });

  it('exports as many rows as the page counts, with the reasons and yuan', async () => {
    expect(
      await exportMatches(app, token, 'getPageExceptionRelease', 'exportExceptionRelease', { parkId: sc.plaza.parkId }),
    ).toBeGreaterThanOrEqual(2);
    const file = await exported(app, token, 'exportExceptionRelease', ours());
    expect(file.rows).toHaveLength(2);
    expect(column(file, '异常类型').sort()).toEqual(['无入场记录', '欠费放行'].sort());
    expect(column(file, '仍欠金额').sort()).toEqual([0, 15]);
  });
});

describe('manual releases', () => {
  it('lists who let which car out, how, why and the fee its closed orders no longer ask', async () => {
    const p = await page(app, token, 'getPageManualRelease', ours());
    expect(p.total).toBe(3);
    const rows = byPlate(p.data);
    // released from the cars-inside page with no charge: the 8.00 the exit asked is forgone
    expect(rows.get('青A10002')).toMatchObject({
      releaseKind: 1,
      operatorName: companyAName,
      fee: 0,
      paid: 0,
      forgone: 800,
      remark: '手动放行：道闸故障',
    });
    expect(rows.get('青A10003')).toMatchObject({ releaseKind: 2, operatorName: 'company_a', paid: 1000, forgone: 0 });
    expect(rows.get('青A10004')).toMatchObject({ releaseKind: 1, operatorName: 'company_a', fee: 1500, forgone: 0 });
    expect((await page(app, token, 'getPageManualRelease', { ...ours(), releaseKind: 2 })).total).toBe(1);
    // the operator's own signature on the note, else the name of who last wrote the stay
    expect((await page(app, token, 'getPageManualRelease', { ...ours(), operatorName: 'company_a' })).total).toBe(2);
    expect((await page(app, token, 'getPageManualRelease', { ...ours(), operatorName: companyAName })).total).toBe(1);
    await exportMatches(app, token, 'getPageManualRelease', 'exportManualRelease', ours());
  });
});

describe('car derates', () => {
  it('lists the coupon used at the exit with its merchant, discount, charge and the stay it came off', async () => {
    const p = await page(app, token, 'getPageCarDerate', ours());
    expect(p.total).toBe(1);
    expect(p.data[0]).toMatchObject({
      sellerId: sc.seller.id,
      plateNumber: '青A10005',
      parkId: sc.plaza.parkId,
      couponKind: 3,
      discount: 200,
      price: 150,
      state: 2,
      stayMinutes: 180,
      recordId: sc.stays.a5,
    });
    expect((await page(app, token, 'getPageCarDerate', { sellerId: sc.seller.id })).total).toBe(1);
    const file = await exported(app, token, 'exportCarDerate', ours());
    expect(file.rows).toHaveLength(1);
    expect(column(file, '实际优惠')).toEqual([2]);
    expect(column(file, '停车场')).toEqual(['世纪广场停车场']);
  });
});

describe('charge detail', () => {
  it('answers each stay that left in the period and the sums per pay way, worked by hand', async () => {
    const p = await page(app, token, 'getChargeDetail', {
      ...ours(),
      outTimeStart: '2026-04-01 00:00:00',
      outTimeEnd: '2026-04-04 23:59:59',
    });
    // 青A10001 twice, 青A10003 and 青A10004's closed stay; 青A10002 left only when released today
    expect(p.total).toBe(4);
    const a1 = p.data.find((r) => r.id === sc.stays.a1);
    expect(a1).toMatchObject({ fee: 800, paid: 800, refunded: 100, payWay: 2 });
    // fees 8.00 + 0 + 10.00 + 15.00; paid 8.00 WeChat + 10.00 cash; 1.00 refunded of the WeChat payment
    expect(p.sum).toEqual({
      stays: 4,
      fee: 3300,
      couponDiscount: 0,
      oweAmount: 0,
      paid: 1800,
      refunded: 100,
      byPayWay: [
        { payWay: 1, paid: 1000, refunded: 0 },
        { payWay: 2, paid: 800, refunded: 100 },
      ],
    });
    const coupon = await page(app, token, 'getChargeDetail', { ...ours(), plateNumber: '青A10005' });
    expect(coupon.data[0]).toMatchObject({ couponDiscount: 200, paid: 900, payWay: 3 });
    expect(coupon.sum?.byPayWay).toEqual([{ payWay: 3, paid: 900, refunded: 0 }]);
  });
});

describe('plate analysis', () => {
  it('sums each plate over the period: stays, minutes, fee, paid, arrears, first entry and last seen', async () => {
    const p = await page(app, token, 'getPlateAnlay', {
      ...ours(),
      inTimeStart: '2026-04-01',
      inTimeEnd: '2026-04-03 11:00:00',
    });
    const rows = byPlate(p.data);
    expect([...rows.keys()].sort()).toEqual(['青A10001', '青A10002', '青A10003', '青A10004']);
    // 青A10001 entered again on 04-04, after the period: 08:00–10:01 only
    expect(rows.get('青A10001')).toMatchObject({
      stays: 1,
      minutes: 121,
      fee: 800,
      paid: 700,
      arrears: 0,
      inTime: '2026-04-01 08:00:00',
      lastSeen: '2026-04-01 10:01:00',
    });
    // its second entry (12:00) is after the period; the 15.00 of the closed stay is still owed
    expect(rows.get('青A10004')).toMatchObject({ stays: 1, minutes: 240, fee: 1500, paid: 0, arrears: 1500 });
    // the default order walks the plates' first entries; any other order sums every plate first: the same rows
    const byFee = await page(app, token, 'getPlateAnlay', {
      ...ours(),
      inTimeStart: '2026-04-01',
      inTimeEnd: '2026-04-03 11:00:00',
      sort: '-fee',
    });
    expect(byFee.total).toBe(p.total);
    expect(byPlate(byFee.data)).toEqual(rows);
    expect(p.data.map((r) => r.inTime)).toEqual(
      p.data
        .map((r) => String(r.inTime))
        .sort()
        .reverse(),
    );
    const firstTwo = await page(app, token, 'getPlateAnlay', { ...ours(), size: 2, current: 2 });
    expect(firstTwo.total).toBe((await page(app, token, 'getPlateAnlay', { ...ours(), sort: 'stays' })).total);
    const both = await page(app, token, 'getPlateAnlay', { ...ours(), plateNumber: '青A10001' });
    expect(both.data).toEqual([
      expect.objectContaining({ stays: 2, minutes: 131, fee: 800, paid: 700, lastSeen: '2026-04-04 09:10:00' }),
    ]);
    const file = await exported(app, token, 'exportPlateAnlay', { ...ours(), plateNumber: '青A10001' });
    expect(file.headings).not.toContain('ID');
    expect(column(file, '停车时长(分钟)')).toEqual([131]);
    expect(column(file, '实收金额')).toEqual([7]);
    await exportMatches(app, token, 'getPlateAnlay', 'exportPlateAnlay', { parkId: sc.plaza.parkId });
  });
});

describe('order reconciliation', () => {
  it('finds every order agreeing with its records, then the one a stray payment record contradicts', async () => {
    const before = await page(app, token, 'getPageOrderReconciliation', ours());
    expect(before.total).toBe(5);
    // paid 8.00 (WeChat), 10.00 (cash) and 9.00 (Alipay); 1.00 refunded
    expect(before.sum).toMatchObject({ mismatches: 0, paidAmount: 2700, paidByRecords: 2700, refundedAmount: 100 });
    const a1 = before.data.find((r) => r.onlineOrderId === sc.orders.a1);
    expect(a1).toMatchObject({
      amount: 800,
      paidAmount: 800,
      paidByRecords: 800,
      refundedAmount: 100,
      refundedByRecords: 100,
      difference: 0,
      mismatch: false,
    });
    // a payment record the order never counted (applied twice by a faulty adapter, say)
    const [order] = await app.database.query<{ id: number; park_id: number; company_id: number }>(
      'select id, park_id, company_id from park_order where online_order_id = $1',
      [sc.orders.a1],
    );
    await app.database.query(
      `insert into pay_record (company_id, park_id, pay_no, order_id, amount, pay_way, adapter, paid_at)
       values ($1, $2, 'STRAY-1', $3, 50, 2, 'sandbox', now())`,
      [order?.company_id, order?.park_id, order?.id],
    );
    const after = await page(app, token, 'getPageOrderReconciliation', { ...ours(), mismatch: true });
    expect(after.total).toBe(1);
    expect(after.data[0]).toMatchObject({
      onlineOrderId: sc.orders.a1,
      paidAmount: 800,
      paidByRecords: 850,
      difference: -50,
      mismatch: true,
    });
    expect(after.sum).toMatchObject({ mismatches: 1 });
    const file = await exported(app, token, 'exportOrderReconciliation', { ...ours(), mismatch: true });
    expect(column(file, '不一致')).toEqual(['是']);
    expect(column(file, '差额')).toEqual([-0.5]);
    await exportMatches(app, token, 'getPageOrderReconciliation', 'exportOrderReconciliation', ours());
  });
});

describe('views of one resource', () => {
  it("seller recharges are the merchant's top-ups; its purchases are what its coupons cost it", async () => {
    const top = await page(app, token, 'getPageSellerRecharge', { sellerId: sc.seller.id });
    expect(top.data.map((r) => [r.kind, r.money])).toEqual([[1, 50_000]]);
    const bought = await page(app, token, 'getPageSellerBuy', { sellerId: sc.seller.id });
    expect(bought.data.map((r) => [r.kind, r.money])).toEqual([[2, -150]]);
    await exportMatches(app, token, 'getPageSellerRecharge', 'exportSellerRecharge', { sellerId: sc.seller.id });
    await exportMatches(app, token, 'getPageSellerRecharge', 'exportSellerRecharge', {});
  });

  it('card extensions move a pass already there; card recharges are what passes were paid', async () => {
    const ext = await page(app, token, 'getPageCardExtension', ours());
    expect(ext.data.map((r) => [r.plateNumber, r.renewalKind, r.money]).sort()).toEqual([
      ['青A20001', 2, 60_000],
      ['青A20002', 3, 0],
    ]);
    const paid = await page(app, token, 'getPageCardRecharge', ours());
    expect(paid.data.map((r) => [r.renewalKind, r.money, r.payWay]).sort()).toEqual([
      [2, 60_000, 3],
      [4, 90_000, 1],
    ]);
    await exportMatches(app, token, 'getPageCardExtension', 'exportCardExtension', ours());
    await exportMatches(app, token, 'getPageCardRecharge', 'exportCardRecharge', { parkId: sc.plaza.parkId });
  });

  it('video cars are the reads the gate did not open for', async () => {
    const p = await page(app, token, 'getPageVideoCar', ours());
    // the three exits asked to pay and the exit with no entry; every entry and the final exits opened
    expect(p.data.map((r) => [r.plateNumber, r.verdict]).sort()).toEqual([
      ['青A10001', 3],
      ['青A10002', 3],
      ['青A10003', 4],
      ['青A10005', 3],
    ]);
    await exportMatches(app, token, 'getPageVideoCar', 'exportVideoCar', ours());
  });

  it("temporary cars' WeChat payments export the WeChat order only", async () => {
    const p = await page(app, token, 'getPageTempWCPays', ours());
    expect(p.data.map((r) => [r.onlineOrderId, r.paidAmount, r.refundedAmount])).toEqual([[sc.orders.a1, 800, 100]]);
    const file = await exported(app, token, 'exportgetPageTempWCPays', ours());
    expect(column(file, '订单号')).toEqual([sc.orders.a1]);
    await exportMatches(app, token, 'getPageTempWCPays', 'exportgetPageTempWCPays', {});
  });
});

describe('scope', () => {
  const reports = [
    'getPageExceptionRelease',
    'getPageManualRelease',
    'getPageCarDerate',
    'getChargeDetail',
    'getPlateAnlay',
    'getPageOrderReconciliation',
    'getPageCardExtension',
    'getPageCardRecharge',
    'getPageVideoCar',
    'getPageTempWCPays',
  ];

  it("operator_a sees none of 世纪广场's rows, not even when asking for the park, and only its own park", async () => {
    const [own] = await app.database.query<{ park_id: number }>(
      "select park_id from user_park_grant g join sys_user u on u.id = g.user_id where u.username = 'operator_a'",
    );
    for (const url of reports) {
      expect((await page(app, operator, url, { plateNumber: '青A' })).total, url).toBe(0);
      expect((await page(app, operator, url, { parkId: sc.plaza.parkId })).total, url).toBe(0);
      const seen = await page(app, operator, url, {});
      expect(
        seen.data.every((r) => Number(r.parkId) === Number(own?.park_id)),
        url,
      ).toBe(true);
    }
    expect((await page(app, otherCompany, 'getPageSellerRecharge', { sellerId: sc.seller.id })).total).toBe(0);
  });

  it("a user without a report's export button may not export it", async () => {
    const res = await call(app, 'GET', '/api/updown/static/exportOrderReconciliation', { token: operator });
    expect(res.status).toBe(403);
  });
});

describe('areas not built yet', () => {
  it('ETC day checks answer an empty page of the right shape', async () => {
    for (const url of ['getETCbillDaycheckList']) {
      expect(await page(app, token, url, { current: 2, size: 20 })).toEqual({
        total: 0,
        data: [],
        current: 2,
        size: 20,
      });
    }
  });

  it('refuses a bad filter naming it', async () => {
    const res = await call(app, 'GET', '/api/updown/static/getPageManualRelease', {
      token,
      query: { outTimeStart: 'yesterday' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('outTimeStart');
  });
});
