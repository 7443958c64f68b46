import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/simulate/gate-client';
import { runRoadside } from '../../src/simulate/run-roadside';
import { runSimulation } from '../../src/simulate/run-simulation';
import { addRule, addSeller } from '../coupons/helpers';
import { parkIdOf } from '../parks/helpers';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { adminPassword, clientId, clientSecret } from '../support/test-config';
import { count, ok } from '../system/helpers';

let app: TestApp;
let api: ApiClient;
let token: string;
let roadside: number;
let plaza: number;

beforeAll(async () => {
  app = await createTestApp();
  const url = await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  api = new ApiClient(url, { id: clientId, secret: clientSecret });
  await api.signIn('admin', adminPassword);
  token = await signIn(app, 'company_a');
  roadside = await parkIdOf(app, token, '世纪大道路侧停车');
  plaza = await parkIdOf(app, token, '世纪广场停车场');
});
afterAll(() => app.close());

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.database.query<T>(text, params);

describe('the simulator leaves arrears and uses coupons', () => {
  it('roadside stays left unpaid become arrears; the share paid later at a booth recovers them', async () => {
    const books = async () => ({
      arrears: await count(app, 'select count(*) as n from owe_record where park_id = $1 and source_kind = 1', [
        roadside,
      ]),
      paid: await count(app, 'select count(*) as n from owe_record where park_id = $1 and state = 1', [roadside]),
      // escapes recovered with their arrear
      recovered: await count(
        app,
        `select count(*) as n from escape_record e join owe_record o on o.source_id = e.id and o.source_kind = 1
          where o.park_id = $1 and o.state = 1 and e.state = 1`,
        [roadside],
      ),
    });
    const before = await books();
    const road = await runRoadside(api, {
      parkId: roadside,
      from: new Date('2026-05-01T00:00:00+08:00'),
      days: 2,
      staysPerDay: 8,
      seed: 3,
      escapeShare: 0.5,
      recoverShare: 0.5,
    });
    expect(road.escapes).toBeGreaterThan(2);
    expect(road.recovered).toBeGreaterThan(0);
    expect(road.recovered).toBeLessThan(road.escapes);
    expect(await books()).toEqual({
      arrears: before.arrears + road.escapes,
      paid: before.paid + road.recovered,
      recovered: before.recovered + road.recovered,
    });
  });

  it('visitors get coupons before they leave and pay less; debtors coming back pay their arrears at the exit', async () => {
    // a merchant of the park whose coupons hold three days
    const seller = await addSeller(app, token, { settleKind: 2, creditLine: 1_000_000 });
    const rule = await addRule(app, token, {
      sellerId: seller.id,
      couponKind: 3,
      money: 300,
      price: 200,
      validDays: 3,
      capCount: 0,
    });
    await ok(app, 'POST', '/api/updown/plat/couponRule/grantRulePark', {
      token,
      query: { ruleId: rule.id, parkIds: String(plaza) },
    });
    // 世纪广场 adds a plate's debts to its exit fee
    await ok(app, 'POST', '/api/updown/plat/oweRecovery/submit', { token, body: { parkId: plaza, recovery: 3 } });
    const debtors = await q<{ plate_number: string }>(
      `select distinct o.plate_number from owe_record o join park p on p.id = o.park_id
        where p.company_id = (select company_id from park where id = $1) and o.state = 0 and o.deleted_at is null`,
      [plaza],
    );
    expect(debtors.length).toBeGreaterThan(0);
    const couponsBefore = await count(app, 'select count(*) as n from coupon_info');
    // the gate takes a read from the future at the server's time: a day that began 18 hours ago has cars inside
    // now, whose exits (read now) are the ones a coupon given now can still take money off
    const from = new Date(Date.now() - 18 * 3_600_000);
    const run = await runSimulation(api, {
      parkId: plaza,
      from,
      days: 1,
      carsPerDay: 60,
      speed: 0,
      seed: 5,
      lanes: 4,
      passShare: 0,
      blackShare: 0,
      couponShare: 0.5,
      debtorShare: 0.3,
    });
    expect(run.coupons.issued).toBeGreaterThan(2);
    expect(await count(app, 'select count(*) as n from coupon_info')).toBe(couponsBefore + run.coupons.issued);
    // coupons taken off at the exit: each used one on a stay of the park, with its discount on the stay
    const used = await q<{ discount: number; coupon_discount: number }>(
      `select c.discount, s.coupon_discount from coupon_info c join park_io_record s on s.id = c.record_id
        where c.state in (1, 2) and s.park_id = $1`,
      [plaza],
    );
    expect(used.length).toBeGreaterThan(0);
    for (const u of used) {
      expect(Number(u.discount)).toBeGreaterThan(0);
      expect(Number(u.coupon_discount)).toBeGreaterThanOrEqual(Number(u.discount));
    }
    // debtors who came back paid what they owed with their exit fee
    const plates = debtors.map((d) => d.plate_number);
    const recovered = await count(
      app,
      `select count(*) as n from owe_record o where o.plate_number = any($1) and o.state = 1
          and exists (select 1 from owe_allocation a where a.owe_id = o.id)`,
      [plates],
    );
    expect(recovered).toBeGreaterThan(0);
  });
});
