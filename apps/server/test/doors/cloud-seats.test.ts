import { formatLocalDate } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../src/modules/cloudseats/seat-renewal';
import { parkIdOf, stored } from '../parks/helpers';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { made } from './helpers';

let app: TestApp;
let token: string;
let parkId: number;
let seatUserId: number;
let grantId: number;
let today: string;
beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, 'company_a');
  parkId = await parkIdOf(app, token, '世纪广场');
  today = formatLocalDate(new Date(), app.context.config.timeZone);
  seatUserId = (
    await made(app, token, '/api/updown/SipSeatuser/submit', { seatName: '远程坐席一号', sipAccount: 'seat.renew.1' })
  ).id;
});
afterAll(async () => {
  await app.close();
});

const grant = (startDate: string, endDate: string) =>
  call<{ id: number }>(app, 'POST', '/api/updown/cloudseats/grantPark/submit', {
    token,
    body: { parkId, seatUserId, startDate, endDate },
  });
const renew = (query: Record<string, string | number>) =>
  call<{ endDate: string }>(app, 'POST', '/api/updown/cloudseats/grantPark/renewal', {
    token,
    query: { parkId, ...query },
  });
const endOf = async () => String((await stored(app, 'cloud_seat_park_grant', grantId)).end_date).slice(0, 10);

describe('cloud-seat grant renewal', () => {
  it('refuses a grant that ends before it starts, naming the field, and writes nothing', async () => {
    const rows = async () => (await app.database.query('select * from cloud_seat_park_grant')).length;
    const before = await rows();
    const res = await grant('2026-06-01', '2026-05-31');
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('endDate');
    expect(await rows()).toBe(before);
  });

  it('adds months from the end of a grant still running', async () => {
    const end = addMonths(today, 1);
    const res = await grant(today, end);
    expect(res.status).toBe(200);
    grantId = res.body.data.id;
    expect((await renew({ months: 3 })).status).toBe(200);
    expect(await endOf()).toBe(addMonths(end, 3));
  });

  it('never shortens a grant: a new end day on or before the current one is refused', async () => {
    const before = await endOf();
    for (const newEndDate of [before, addMonths(before, -1)]) {
      const res = await renew({ newEndDate });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('newEndDate');
    }
    expect(await endOf()).toBe(before);
    expect((await renew({ newEndDate: addMonths(before, 2) })).status).toBe(200);
    expect(await endOf()).toBe(addMonths(before, 2));
  });

  it('counts the months from today for a grant that has already ended', async () => {
    const res = await grant('2025-01-01', '2025-03-31');
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(grantId);
    expect(await endOf()).toBe('2025-03-31');
    expect((await renew({ months: 2 })).status).toBe(200);
    expect(await endOf()).toBe(addMonths(today, 2));
  });

  it('asks for months or a new end day, and keeps month ends within the month', async () => {
    const res = await renew({});
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('months');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-12-15', 3)).toBe('2028-03-15');
  });
});
