import { passKind, payWay } from '@parking/resources';
import { act, addRule, addSeller, ok, type Row } from '../../coupons/helpers';
import { call, type TestApp } from '../../support/test-app';
import { payOnSandbox } from '../../traffic/orders-payments-sandbox';
import { gateEvent, type Plaza, plazaWithDevices } from '../../traffic/traffic-helpers';
import { timeFrom } from './static-helpers';

/**
 * What the report tests look at, made through the product's own calls at company A's 世纪广场 (a park
 * operator_a does not hold), every plate starting 青A so the demo's traffic stays out of the sums:
 * - 青A10001 in 04-01 08:00, asked 8.00 yuan at 10:00, paid by WeChat, out at 10:01; 1.00 yuan refunded;
 *   again 04-04 09:00–09:10, free.
 * - 青A10002 in 04-01 08:00, asked 8.00 yuan at 10:00, then released by hand with no charge.
 * - 青A10003 read at the exit 04-02 12:00 with no entry, let out by the operator for 10.00 yuan cash.
 * - 青A10004 in 04-03 08:00 and in again at 12:00: the forgotten stay is closed charging 15.00 yuan, unpaid.
 * - 青A10005 three hours with a merchant's 2.00-yuan coupon (charged 1.50 yuan to the merchant): 11.00 less 2.00,
 *   paid 9.00 by Alipay.
 * - The merchant is topped up 500.00 yuan.
 * - 青A20001's pass is made for 2030-01..03 at 300.00 a month (900.00 cash), then renewed 2 months by Alipay
 *   (600.00); 青A20002's VIP pass is made free and renewed 6 months free.
 */
export type Scenario = {
  plaza: Plaza;
  seller: Row;
  stays: Record<string, number>;
  orders: Record<string, string>;
};

export async function buildScenario(app: TestApp): Promise<Scenario> {
  const plaza = await plazaWithDevices(app, 'RPT');
  const token = plaza.token;
  const enter = (plateNumber: string, eventTime: string) =>
    gateEvent(app, plaza.entry, { direction: 'in', plateNumber, eventTime });
  const leave = (plateNumber: string, eventTime: string) =>
    gateEvent(app, plaza.exit, { direction: 'out', plateNumber, eventTime });
  const must = async <T>(what: string, p: Promise<{ status: number; body: { msg: string; data: T } }>) => {
    const res = await p;
    if (res.status !== 200) throw new Error(`${what}: ${res.status} ${res.body?.msg}`);
    return res.body.data;
  };
  const stays: Record<string, number> = {};
  const orders: Record<string, string> = {};

  stays.a1 = (await must('enter a1', enter('青A10001', '2026-04-01 08:00:00'))).recordId as number;
  orders.a1 = (await must('exit a1', leave('青A10001', '2026-04-01 10:00:00'))).onlineOrderId as string;
  await must('pay a1', payOnSandbox(app, orders.a1, payWay.values.wechat));
  await must('out a1', leave('青A10001', '2026-04-01 10:01:00'));
  await must(
    'refund a1',
    call(app, 'POST', '/api/updown/parkorder/refund', {
      token,
      body: { onlineOrderId: orders.a1, remark: '停车场补偿', amount: 100 },
    }),
  );
  stays.a1b = (await must('enter a1b', enter('青A10001', '2026-04-04 09:00:00'))).recordId as number;
  await must('out a1b', leave('青A10001', '2026-04-04 09:10:00'));

  stays.a2 = (await must('enter a2', enter('青A10002', '2026-04-01 08:00:00'))).recordId as number;
  orders.a2 = (await must('exit a2', leave('青A10002', '2026-04-01 10:00:00'))).onlineOrderId as string;
  await must(
    'release a2',
    call(app, 'POST', '/api/updown/parkIORecord/batchOutCar', {
      token,
      body: { ids: [stays.a2], reason: '道闸故障', charge: false },
    }),
  );

  stays.a3 = (await must('exit a3', leave('青A10003', '2026-04-02 12:00:00'))).recordId as number;
  await must(
    'confirm a3',
    call(app, 'POST', '/api/updown/parkIORecord/confirm', {
      token,
      body: { recordId: stays.a3, action: 'release', charge: true, amount: 1000, reason: '无入场记录' },
    }),
  );

  stays.a4 = (await must('enter a4', enter('青A10004', '2026-04-03 08:00:00'))).recordId as number;
  stays.a4b = (await must('again a4', enter('青A10004', '2026-04-03 12:00:00'))).recordId as number;
  orders.a4 = (
    await must(
      'close a4',
      call<{ onlineOrderId: string }>(app, 'POST', '/api/updown/parkIORecord/confirm', {
        token,
        body: { recordId: stays.a4, action: 'close', charge: true, amount: 1500, reason: '漏记出场' },
      }),
    )
  ).onlineOrderId;

  const seller = await addSeller(app, token, { settleKind: 2, creditLine: 1_000_000 });
  await must(
    'top up',
    call(app, 'POST', '/api/updown/parkseller/sellerCharge', {
      token,
      query: { recordId: seller.id, money: 50_000, remark: '预存' },
    }),
  );
  const rule = await addRule(app, token, { sellerId: seller.id, couponKind: 3, money: 200, price: 150 });
  const granted = await act(app, token, 'plat/couponRule/grantRulePark', { ruleId: rule.id, parkIds: plaza.parkId });
  if (granted.status !== 200) throw new Error(`grant: ${granted.msg}`);
  const sent = await act(app, token, 'plat/couponRule/sendRuleCoupon', {
    ruleId: rule.id,
    num: 1,
    plateNumber: '青A10005',
  });
  if (sent.status !== 200) throw new Error(`send: ${sent.msg}`);
  const at = timeFrom(Date.now());
  stays.a5 = (await must('enter a5', enter('青A10005', at(-178)))).recordId as number;
  orders.a5 = (await must('exit a5', leave('青A10005', at(1)))).onlineOrderId as string;
  await must('pay a5', payOnSandbox(app, orders.a5, payWay.values.alipay));
  await must('out a5', leave('青A10005', at(2)));

  const pass = async (values: Record<string, unknown>) =>
    ok<Row>(app, 'POST', '/api/updown/parkMonth/add', {
      token,
      body: { parkId: plaza.parkId, passKind: passKind.values.monthly, startTime: '2030-01-01 00:00:00', ...values },
    });
  const monthly = await pass({ plateNumber: '青A20001', endTime: '2030-03-31 23:59:59', monthlyFee: 30_000 });
  await must(
    'renew monthly',
    call(app, 'POST', '/api/updown/parkMonth/renewalMonth', {
      token,
      query: { grantId: monthly.id, monthNum: 2, payWay: payWay.values.alipay },
    }),
  );
  const vip = await pass({ plateNumber: '青A20002', passKind: passKind.values.vip, endTime: '2030-12-31 23:59:59' });
  await must(
    'renew vip',
    call(app, 'POST', '/api/updown/parkMonth/renewalVip', { token, query: { grantId: vip.id, monthNum: 6 } }),
  );
  return { plaza, seller, stays, orders };
}

export { ok };
