import { addDays, formatLocalDate, parseLocalDateTime } from '@parking/domain';
import { payWay, withdrawState } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDays } from '../../src/modules/funds/settlement.service';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { count, ok, type Row, rows } from '../system/helpers';

const { pending, paid, rejected } = withdrawState.values;
const list = '/api/updown/fundWithdraw/list';
const submit = '/api/updown/fundWithdraw/submit';
const review = '/api/updown/fundWithdraw/review';
const accounts = '/api/updown/fundAccount/list';

let app: TestApp;
let admin: string;
let companyA: string;
let companyB: string;
let idOfA: number;
let idOfB: number;
let parkOfA: number;
let otherParkOfA: number;
let tz: string;

type Account = { settledAmount: number; paidAmount: number; pendingAmount: number; availableAmount: number };

/** Company A's account as its own administrator sees it. */
async function accountOfA(): Promise<Account> {
  const [row] = await rows(app, companyA, accounts, { companyId: idOfA });
  return row as unknown as Account;
}

const bank = {
  bankName: '工商银行上海分行',
  accountName: '云停智慧停车管理有限公司',
  accountNo: '6222021001122334455',
};
const ask = (token: string, body: Record<string, unknown>) =>
  call<Row>(app, 'POST', submit, { token, body: { ...bank, ...body }, lang: 'zh' });
const withdrawals = () => count(app, 'select count(*) as n from fund_withdraw');

beforeAll(async () => {
  app = await createTestApp();
  tz = app.context.config.timeZone;
  admin = await signIn(app, 'admin');
  companyA = await signIn(app, 'company_a');
  companyB = await signIn(app, 'company_b');
  const parks = await rows(app, companyA, '/api/updown/basePark/list');
  parkOfA = parks[0]?.id as number;
  otherParkOfA = parks[1]?.id as number;
  idOfA = parks[0]?.companyId as number;
  idOfB = (await rows(app, companyB, '/api/updown/basePark/list'))[0]?.companyId as number;
  expect(idOfB).not.toBe(idOfA);
});
afterAll(() => app.close());

describe('settlements', () => {
  // a day well before the demo's traffic, so only the payments below fall on it
  const day = addDays(formatLocalDate(new Date(), 'Asia/Shanghai'), -40);
  const at = (time: string) => (parseLocalDateTime(`${time}`, tz) as Date).toISOString();
  const settle = (feeRateBps: number, now = new Date()) =>
    app.context.db.transaction((tx) => settleDays(tx, { from: day, to: day, timeZone: tz, feeRateBps, now }));
  const pay = (
    parkId: number,
    payNo: string,
    orderId: number,
    amount: number,
    way: number,
    adapter: string,
    time: string,
  ) =>
    app.database.query(
      `insert into pay_record (company_id, park_id, pay_no, order_id, amount, pay_way, adapter, paid_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [idOfA, parkId, payNo, orderId, amount, way, adapter, at(time)],
    );
  const refund = (orderId: number, amount: number, time: string) =>
    app.database.query(
      `insert into refund_order (company_id, park_id, refund_no, order_id, online_order_id, amount, remark, refunded_at)
       values ($1, $2, $3, $4, $3, $5, 'test', $6)`,
      [idOfA, parkOfA, `RF-FUND-${orderId}`, orderId, amount, at(time)],
    );

  it("a park's day is its online payments less their refunds less the fee, worked by hand", async () => {
    await pay(parkOfA, 'FUND-1', 9_900_001, 1234, payWay.values.wechat, 'sandbox', `${day} 08:00:00`);
    await pay(parkOfA, 'FUND-2', 9_900_002, 5678, payWay.values.alipay, 'alipay', `${day} 12:30:00`);
    await pay(parkOfA, 'FUND-3', 9_900_003, 999, payWay.values.wechat, 'wechat', `${day} 23:59:59`);
    // cash at the booth is the operator's, not the platform's
    await pay(parkOfA, 'FUND-4', 9_900_004, 3000, payWay.values.cash, 'cash:operator_a', `${day} 09:00:00`);
    // the next local day, and another park
    await pay(parkOfA, 'FUND-5', 9_900_005, 7000, payWay.values.wechat, 'sandbox', `${addDays(day, 1)} 00:00:00`);
    await pay(otherParkOfA, 'FUND-6', 9_900_006, 8000, payWay.values.wechat, 'sandbox', `${day} 10:00:00`);
    await refund(9_900_002, 600, `${day} 18:00:00`); // of an online payment: counted
    await refund(9_900_004, 1000, `${day} 18:30:00`); // of the cash one: not the platform's money
    const done = await settle(60);
    expect(done.settled).toBeGreaterThanOrEqual(2);

    // online 1234 + 5678 + 999 = 7911; refunds 600; fee 0.6% of 7311 = 43.866 → 44; net 7311 - 44 = 7267
    const [row] = await rows(app, companyA, '/api/updown/fundSettlement/list', {
      parkId: parkOfA,
      settleDateStart: day,
      settleDateEnd: day,
    });
    expect(row).toMatchObject({
      settleDate: day,
      payCount: 3,
      onlineAmount: 7911,
      refundCount: 1,
      refundAmount: 600,
      feeRate: 60,
      feeAmount: 44,
      netAmount: 7267,
    });
    const [other] = await rows(app, companyA, '/api/updown/fundSettlement/list', {
      parkId: otherParkOfA,
      settleDateStart: day,
      settleDateEnd: day,
    });
    // 8000 at 0.6% = 48
    expect(other).toMatchObject({ onlineAmount: 8000, refundAmount: 0, feeAmount: 48, netAmount: 7952 });
  });

  it('running it again changes nothing, at another rate too, and the shipped job settles nothing twice', async () => {
    const before = await app.database.query(`select * from fund_settlement order by id`);
    const again = await settle(100, new Date(Date.now() + 3_600_000));
    expect(again.settled).toBe(0);
    const [job] = await rows(app, admin, '/api/updown/job/list', { invokeTarget: 'settleFunds' });
    expect(job).toMatchObject({ jobName: '资金日结算', cronExpression: '0 30 2 * * *' });
    const run = await ok<{ status: number; message: string }>(app, 'POST', '/api/updown/job/run', {
      token: admin,
      body: { jobId: job?.id },
    });
    expect(run.status).toBe(0);
    expect(run.message).toContain(' 0 days newly settled');
    expect(await app.database.query(`select * from fund_settlement order by id`)).toEqual(before);
  });

  it('the demo settled its past days, and a park operator sees only its own park', async () => {
    const yesterday = addDays(formatLocalDate(new Date(), tz), -1);
    expect(
      await count(app, 'select count(*) as n from fund_settlement where settle_date = $1 and online_amount > 0', [
        yesterday,
      ]),
    ).toBeGreaterThan(0);
    const operator = await signIn(app, 'operator_a');
    const seen = await rows(app, operator, '/api/updown/fundSettlement/list');
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((r) => r.parkId)).size).toBe(1);
  });
});

describe('accounts and withdrawals', () => {
  it('the account is settled − paid − pending, worked from the rows', async () => {
    const account = await accountOfA();
    const settled = await count(
      app,
      'select coalesce(sum(net_amount), 0) as n from fund_settlement where company_id = $1',
      [idOfA],
    );
    const sum = (state: number) =>
      count(app, 'select coalesce(sum(amount), 0) as n from fund_withdraw where company_id = $1 and state = $2', [
        idOfA,
        state,
      ]);
    expect(account).toMatchObject({
      settledAmount: settled,
      paidAmount: await sum(paid),
      pendingAmount: await sum(pending),
      availableAmount: settled - (await sum(paid)) - (await sum(pending)),
    });
    expect(account.availableAmount).toBeGreaterThan(1000);
    // company B sees its own account only
    const ofB = await rows(app, companyB, accounts);
    expect(ofB.map((r) => r.companyId)).toEqual([idOfB]);
  });

  it('a withdrawal over the available balance is refused naming the amount, and nothing is written', async () => {
    const { availableAmount } = await accountOfA();
    const before = await withdrawals();
    const over = await ask(companyA, { amount: availableAmount + 1 });
    expect(over.status).toBe(400);
    expect(over.body.msg).toContain('提现金额(amount)');
    expect(over.body.msg).toContain('超过可提现余额');
    const zero = await ask(companyA, { amount: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.msg).toContain('amount');
    expect(await withdrawals()).toBe(before);
    expect((await accountOfA()).availableAmount).toBe(availableAmount);
  });

  it('a withdrawal holds its amount, is listed with the account number masked, and a rejection frees it', async () => {
    const { availableAmount, pendingAmount } = await accountOfA();
    const asked = await ask(companyA, { amount: availableAmount, remark: '全部提现' });
    expect(asked.status, asked.body.msg).toBe(200);
    expect(asked.body.data).toMatchObject({
      state: pending,
      applicant: 'company_a',
      maskedAccountNo: '6222***********4455',
    });
    expect(String(asked.body.data.withdrawNo)).toMatch(/^TX\d{14}/);
    const id = asked.body.data.id;
    expect(await accountOfA()).toMatchObject({ availableAmount: 0, pendingAmount: pendingAmount + availableAmount });
    expect((await ask(companyA, { amount: 1 })).status).toBe(400);
    // the company may change it while it waits, never past what it holds
    expect(
      (await call(app, 'POST', submit, { token: companyA, body: { id, amount: availableAmount + 1 } })).status,
    ).toBe(400);
    const listed = (await rows(app, companyA, list, { withdrawNo: asked.body.data.withdrawNo }))[0];
    expect(listed?.maskedAccountNo).toBe('6222***********4455');

    // only the platform decides, and a rejection needs its reason
    expect(
      (await call(app, 'POST', review, { token: companyA, body: { id, state: rejected, reviewRemark: 'x' } })).status,
    ).toBe(403);
    const bare = await call(app, 'POST', review, { token: admin, body: { id, state: rejected }, lang: 'zh' });
    expect(bare.status).toBe(400);
    expect(bare.body.msg).toContain('审核意见(reviewRemark)');
    const done = await ok<Row>(app, 'POST', review, {
      token: admin,
      body: { id, state: rejected, reviewRemark: '账户名与公司不符' },
    });
    expect(done).toMatchObject({ state: rejected, reviewedBy: 'admin', reviewRemark: '账户名与公司不符' });
    expect(await accountOfA()).toMatchObject({ availableAmount, pendingAmount });
    // decided once: neither reviewed again nor changed
    const again = await call(app, 'POST', review, { token: admin, body: { id, state: paid } });
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('state');
    expect((await call(app, 'POST', submit, { token: companyA, body: { id, amount: 1 } })).status).toBe(400);
    expect(
      await count(app, `select count(*) as n from operate_log where path = $1 and success and params::text like $2`, [
        review,
        '%账户名与公司不符%',
      ]),
    ).toBe(1);
  });

  it('a paid withdrawal stays taken from the account', async () => {
    const before = await accountOfA();
    const asked = await ask(companyA, { amount: 500 });
    expect(asked.status, asked.body.msg).toBe(200);
    await ok(app, 'POST', review, { token: admin, query: { id: asked.body.data.id, state: paid } });
    expect(await accountOfA()).toMatchObject({
      paidAmount: before.paidAmount + 500,
      pendingAmount: before.pendingAmount,
      availableAmount: before.availableAmount - 500,
    });
  });

  it('two withdrawals sent together cannot overdraw the account', async () => {
    const { availableAmount } = await accountOfA();
    const each = Math.floor(availableAmount * 0.6);
    const answers = await Promise.all([1, 2, 3].map(() => ask(companyA, { amount: each })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    const after = await accountOfA();
    expect(after.availableAmount).toBe(availableAmount - each);
    expect(after.availableAmount).toBeGreaterThanOrEqual(0);
  });

  it('another company can neither see, change nor review them, nor learn the balance', async () => {
    const [ofA] = await rows(app, companyA, list, { state: pending });
    const id = ofA?.id as number;
    expect(id).toBeDefined();
    expect((await rows(app, companyB, list)).map((r) => r.id)).not.toContain(id);
    expect((await call(app, 'GET', '/api/updown/fundWithdraw/detail', { token: companyB, query: { id } })).status).toBe(
      404,
    );
    expect((await call(app, 'POST', submit, { token: companyB, body: { id, amount: 1 } })).status).toBe(404);
    expect((await call(app, 'POST', review, { token: companyB, body: { id, state: paid } })).status).toBe(403);
    // a platform user working for company B does not find A's withdrawal
    const reviewer = await signIn(app, 'admin');
    await ok(app, 'POST', '/api/updown/sysuser/switchCompany', { token: reviewer, body: { companyId: idOfB } });
    expect((await call(app, 'POST', review, { token: reviewer, body: { id, state: paid } })).status).toBe(404);
    expect((await rows(app, reviewer, accounts)).map((r) => r.companyId)).toEqual([idOfB]);
    await ok(app, 'POST', '/api/updown/sysuser/switchCompany', { token: reviewer, body: { companyId: '' } });
    expect((await ok<Row>(app, 'GET', '/api/updown/fundWithdraw/detail', { token: admin, query: { id } })).state).toBe(
      pending,
    );
    // asking in A's name is refused before A's account is read
    const into = await ask(companyB, { companyId: idOfA, amount: 99_999_999 });
    expect(into.status).toBe(403);
    expect(into.body.msg).not.toContain('余额');
  });
});
