import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestApp } from '../support/test-app';
import { act, addPass, companyAPlaza, freshPlate, passOf, type Row, stored, userIdOf } from './helpers';

let app: TestApp;
let token: string;
let plaza: number;

beforeAll(async () => {
  ({ app, token, plaza } = await companyAPlaza());
});
afterAll(() => app.close());

/** Moves the moment a pass was paused into the past, as if it had been paused that many days ago. */
const pausedDaysAgo = (id: number, days: number) =>
  app.database.query(`update month_pass set paused_at = paused_at - make_interval(days => $2) where id = $1`, [
    id,
    days,
  ]);

describe('pause, stop and recover', () => {
  it('a pass paused for 10 days ends 10 days later once recovered', async () => {
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      endTime: '2030-02-25 23:59:59',
    });
    const paused = await act(app, token, 'tempStop', { grantId: pass.id });
    expect(paused.data).toMatchObject({ state: 2 });
    await pausedDaysAgo(pass.id, 10);
    const back = await act(app, token, 'recorve', { grantId: pass.id });
    expect(back.data).toMatchObject({ state: 1, pausedDays: 10, endTime: '2030-03-07 23:59:59' });
    expect(await passOf(app, token, pass.id)).toMatchObject({
      state: 1,
      endTime: '2030-03-07 23:59:59',
      pausedAt: null,
    });
  });

  it('paused and recovered the same day, the end stays', async () => {
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      endTime: '2030-02-25 23:59:59',
    });
    await act(app, token, 'tempStop', {}, { grantId: pass.id });
    const back = await act(app, token, 'recorve', {}, { grantId: pass.id });
    expect(back.data).toMatchObject({ state: 1, pausedDays: 0, endTime: '2030-02-25 23:59:59' });
  });

  it('a stopped pass recovers without days back; the wrong state is refused with its reason', async () => {
    const plate = freshPlate();
    const pass = await addPass(app, token, { parkId: plaza, plateNumber: plate, endTime: '2030-02-25 23:59:59' });
    expect((await act(app, token, 'recorve', { grantId: pass.id })).msg).toBe(
      `pass ${plate} is normal and cannot be recovered`,
    );
    await act(app, token, 'tempStop', { grantId: pass.id });
    await pausedDaysAgo(pass.id, 3);
    expect((await act(app, token, 'stop', { grantId: pass.id })).data).toMatchObject({ state: 3 });
    const pause = await act(app, token, 'tempStop', { grantId: pass.id });
    expect(pause.status).toBe(400);
    expect(pause.msg).toBe(`pass ${plate} is stopped and cannot be paused`);
    expect((await act(app, token, 'stop', { grantId: pass.id })).msg).toBe(
      `pass ${plate} is stopped and cannot be stopped`,
    );
    const back = await act(app, token, 'recorve', { grantId: pass.id });
    expect(back.data).toMatchObject({ state: 1, endTime: '2030-02-25 23:59:59' });
  });

  it('a paused pass can be renewed and keeps its pause', async () => {
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      endTime: '2030-01-31 23:59:59',
    });
    await act(app, token, 'tempStop', { grantId: pass.id });
    await act(app, token, 'renewalMonth', { grantId: pass.id, monthNum: 1 });
    await pausedDaysAgo(pass.id, 2);
    const back = await act(app, token, 'recorve', { grantId: pass.id });
    expect(back.data).toMatchObject({ endTime: '2030-03-02 23:59:59', pausedDays: 2 });
  });

  it('a pass awaiting review is approved or refused with type and remark', async () => {
    const a = await addPass(app, token, { parkId: plaza, plateNumber: freshPlate(), endTime: '2030-01-31 23:59:59' });
    const b = await addPass(app, token, { parkId: plaza, plateNumber: freshPlate(), endTime: '2030-01-31 23:59:59' });
    await app.database.query('update month_pass set state = 0 where id in ($1, $2)', [a.id, b.id]);
    expect((await act(app, token, 'renewalMonth', { grantId: a.id, monthNum: 1 })).msg).toContain('awaits review');
    expect((await act(app, token, 'pass', { grantId: a.id, type: 1 })).data).toMatchObject({ state: 1 });
    expect((await act(app, token, 'pass', {}, { grantId: b.id, type: 2, remark: '资料不全' })).data).toMatchObject({
      state: 5,
      remark: '资料不全',
    });
    expect((await act(app, token, 'pass', { grantId: a.id, type: 1 })).status).toBe(400);
  });

  it('an operator of another company cannot touch the pass', async () => {
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      endTime: '2030-01-31 23:59:59',
    });
    const other = await signIn(app, 'company_b');
    expect((await act(app, other, 'tempStop', { grantId: pass.id })).status).toBe(404);
    expect((await act(app, other, 'renewalMonth', { grantId: pass.id, monthNum: 1 })).status).toBe(404);
    expect((await passOf(app, token, pass.id)).endTime).toBe('2030-01-31 23:59:59');
  });

  it('the rows a pause and a renewal write are stamped with who did them', async () => {
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      endTime: '2030-01-31 23:59:59',
    });
    const admin = await signIn(app, 'admin');
    const [companyAId, adminId] = [await userIdOf(app, 'company_a'), await userIdOf(app, 'admin')];
    expect((await act(app, admin, 'tempStop', { grantId: pass.id })).status).toBe(200);
    expect(await stored(app, 'month_pass', pass.id)).toMatchObject({ created_by: companyAId, updated_by: adminId });
    const renewed = await act(app, admin, 'renewalMonth', { grantId: pass.id, monthNum: 1 });
    const paymentId = (renewed.data as Row).paymentId as number;
    expect(await stored(app, 'month_pass_payment', paymentId)).toMatchObject({
      created_by: adminId,
      updated_by: adminId,
      operator_name: 'admin',
    });
  });
});
