import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandler } from '../../src/platform/jobs';
import { parkIdOf } from '../parks/helpers';
import { call, signIn } from '../support/test-app';
import { ok, type Row, rows } from '../system/helpers';
import { type Owe, type OweWorld, oweCall, oweWorld } from './owe-helpers';

let w: OweWorld;
let parkB: number;
beforeAll(async () => {
  w = await oweWorld();
  parkB = await parkIdOf(w.app, w.tokenB, '东湖小区');
});
afterAll(() => w.app.close());

const dayMs = 86_400_000;
/** 10:00 in Shanghai, when the shipped job runs. */
const now = new Date('2026-03-31T10:00:00+08:00');
const daysBefore = (days: number, at = now) => new Date(at.getTime() - days * dayMs);
const local = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);

async function owe(o: {
  plateNumber: string;
  amount: number;
  at: Date;
  phone?: string;
  token?: string;
  parkId?: number;
}) {
  const res = await oweCall(w, 'addOwe', {
    token: o.token ?? w.tokenA,
    body: {
      parkId: o.parkId ?? w.parkA,
      plateNumber: o.plateNumber,
      amount: o.amount,
      oweTime: local(o.at),
      ...(o.phone ? { phone: o.phone } : {}),
    },
  });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data as Owe;
}

type Sms = { phone: string; content: string };
const outboxAfter = async (id: number) =>
  w.app.database.query<Sms & { id: number }>('select id, phone, content from sms_outbox where id > $1 order by id', [
    id,
  ]);
const lastOutboxId = async () =>
  Number((await w.app.database.query<{ n: number }>('select coalesce(max(id), 0) as n from sms_outbox'))[0]?.n ?? 0);
const stageOf = async (id: number) =>
  Number(
    (await w.app.database.query<{ s: number }>('select notice_stage as s from owe_record where id = $1', [id]))[0]?.s,
  );

/** The job's handler, run at `at` in a transaction of its own, as the runner runs it. */
const runAt = (at: Date) =>
  w.app.context.db.transaction(async (tx) => {
    const handler = jobHandler('sendOweNotices');
    if (!handler) throw new Error('sendOweNotices is not registered');
    // the reminders do nothing after their run
    return handler.run({ app: w.app.context, tx, params: {}, now: at, afterCommit: () => undefined });
  });

describe('arrears reminders', () => {
  it('each unpaid arrear gets the reminder its age calls for, once, at the phone the company knows', async () => {
    // phones the company knows: a monthly pass at another park of company A, a white-list entry
    const sunPark = await parkIdOf(w.app, w.tokenA, '阳光花园');
    await ok<Row>(w.app, 'POST', '/api/updown/parkMonth/submit', {
      token: w.tokenA,
      body: {
        parkId: sunPark,
        plateNumber: '沪N70002',
        startTime: '2026-01-01 00:00:00',
        endTime: '2026-12-31 23:59:59',
        monthlyFee: 30000,
        ownerPhone: '13911110002',
      },
    });
    await ok<Row>(w.app, 'POST', '/api/updown/parkWhiteNew/submit', {
      token: w.tokenA,
      body: { parkId: w.parkA, plateNumber: '沪N70003', ownerName: '白先生', phone: '13911110003' },
    });
    // company B knows nothing of 沪N70002's phone: company A's pass is not theirs to use
    const today = await owe({ plateNumber: '沪N70001', amount: 500, at: daysBefore(0.05), phone: '13911110001' });
    const yesterday = await owe({ plateNumber: '沪N70001', amount: 1250, at: daysBefore(1), phone: '13911110001' });
    const week = await owe({ plateNumber: '沪N70002', amount: 2000, at: daysBefore(8) });
    const month = await owe({ plateNumber: '沪N70003', amount: 300, at: daysBefore(31) });
    const noPhone = await owe({ plateNumber: '沪N70004', amount: 800, at: daysBefore(2) });
    const paid = await owe({ plateNumber: '沪N70005', amount: 900, at: daysBefore(3), phone: '13911110005' });
    const cancelled = await owe({ plateNumber: '沪N70006', amount: 900, at: daysBefore(3), phone: '13911110006' });
    const ancient = await owe({ plateNumber: '沪N70007', amount: 900, at: daysBefore(200), phone: '13911110007' });
    const otherCompany = await owe({
      plateNumber: '沪N70002',
      amount: 700,
      at: daysBefore(2),
      token: w.tokenB,
      parkId: parkB,
    });
    expect((await oweCall(w, 'feeOwe', { query: { oweId: paid.id } })).status).toBe(200);
    expect((await oweCall(w, 'cancelOwe', { query: { oweId: cancelled.id }, body: { reason: '误登记' } })).status).toBe(
      200,
    );

    const before = await lastOutboxId();
    const answer = await runAt(now);
    const sent = await outboxAfter(before);
    const mine = sent.filter((s) => s.phone.startsWith('1391111'));
    expect(mine.map((s) => s.phone).sort()).toEqual(['13911110001', '13911110002', '13911110003']);
    expect(answer).toMatchObject({ en: expect.stringContaining('next day 1, week 1, month 1') });

    const [toYesterday] = mine.filter((s) => s.phone === '13911110001');
    expect(toYesterday?.content).toContain('沪N70001');
    expect(toYesterday?.content).toContain('12.50元');
    expect(toYesterday?.content).toContain('世纪广场停车场');
    expect(toYesterday?.content).toContain('2026-03-30');
    expect(toYesterday?.content).toContain('【云停运营】');
    expect(toYesterday?.content).toContain('岗亭');
    expect(toYesterday?.content).toContain('owes 12.50 yuan');
    expect(mine.find((s) => s.phone === '13911110002')?.content).toContain('已逾一周');
    expect(mine.find((s) => s.phone === '13911110003')?.content).toContain('over a month ago');

    expect(await stageOf(today.id)).toBe(0);
    expect(await stageOf(yesterday.id)).toBe(1);
    expect(await stageOf(week.id)).toBe(2);
    expect(await stageOf(month.id)).toBe(3);
    for (const quiet of [noPhone, paid, cancelled, ancient, otherCompany]) expect(await stageOf(quiet.id)).toBe(0);

    // a rerun the same day sends nothing at all
    const again = await lastOutboxId();
    await runAt(now);
    expect(await outboxAfter(again)).toEqual([]);

    // six days on, yesterday's arrear is a week old and today's a day old; the others have had theirs
    const later = await lastOutboxId();
    await runAt(new Date(now.getTime() + 6 * dayMs));
    const sixDaysOn = (await outboxAfter(later)).filter((s) => s.phone.startsWith('1391111'));
    // in the order the arrears were entered: today's (5.00, next day), then yesterday's (12.50, a week)
    expect(sixDaysOn.map((s) => [s.phone, s.content.includes('5.00元'), s.content.includes('已逾一周')])).toEqual([
      ['13911110001', true, false],
      ['13911110001', false, true],
    ]);
    expect(await stageOf(yesterday.id)).toBe(2);
    expect(await stageOf(today.id)).toBe(1);

    // a month on: yesterday's arrear was paid meanwhile and gets no month reminder; today's and the week's do
    expect((await oweCall(w, 'feeOwe', { query: { oweId: yesterday.id } })).status).toBe(200);
    const monthOn = await lastOutboxId();
    await runAt(new Date(now.getTime() + 30 * dayMs));
    const lastOnes = (await outboxAfter(monthOn)).filter((s) => s.phone.startsWith('1391111'));
    expect(lastOnes.map((s) => [s.phone, s.content.includes('已逾一个月')])).toEqual([
      ['13911110001', true],
      ['13911110002', true],
    ]);
    expect(await stageOf(yesterday.id)).toBe(2);
    expect(await stageOf(week.id)).toBe(3);
  });

  it('an arrear entered with a phone that is not a mobile number is refused, naming the field; nothing is written', async () => {
    const rows = () =>
      w.app.database.query<{ n: number }>("select count(*)::int as n from owe_record where plate_number = '沪N70020'");
    const res = await oweCall(w, 'addOwe', {
      body: { parkId: w.parkA, plateNumber: '沪N70020', amount: 100, phone: '12345' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('Phone');
    expect(Number((await rows())[0]?.n)).toBe(0);
  });

  it('the product ships the reminder job; running it now texts an arrear of two days ago', async () => {
    const admin = await signIn(w.app, 'admin');
    const jobs = await rows(w.app, admin, '/api/updown/job/list', { jobGroup: 'SYSTEM' });
    const job = jobs.find((j) => j.invokeTarget === 'sendOweNotices');
    expect(job).toMatchObject({ status: 0, cronExpression: '0 0 10 * * *' });
    const owing = await owe({
      plateNumber: '沪N70010',
      amount: 660,
      at: daysBefore(2, new Date()),
      phone: '13922220010',
    });
    const before = await lastOutboxId();
    const run = await call<{ status: number; message: string }>(w.app, 'POST', '/api/updown/job/run', {
      token: admin,
      body: { jobId: job?.id },
    });
    expect(run.status, run.body.msg).toBe(200);
    expect(run.body.data.status).toBe(0);
    const texts = (await outboxAfter(before)).filter((s) => s.phone === '13922220010');
    expect(texts).toHaveLength(1);
    expect(texts[0]?.content).toContain('6.60元');
    expect(await stageOf(owing.id)).toBe(1);
  });
});
