import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activePassFor } from '../../src/modules/monthly-cars/pass-lookup';
import type { TestApp } from '../support/test-app';
import { act, addPass, companyAPlaza, freshPlate, idOf, ok, type Row } from './helpers';

let app: TestApp;
let token: string;
let plaza: number;
let garden: number;

beforeAll(async () => {
  ({ app, token, plaza } = await companyAPlaza());
  garden = await idOf(app, token, '/api/updown/basePark/list', { parkName: '阳光花园' });
});
afterAll(() => app.close());

const at = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);

describe('the pass a gate reads', () => {
  it('finds a normal pass by any of its plates within its period, in its park and area only', async () => {
    const [main, more] = [freshPlate(), freshPlate('沪B')];
    const area = await idOf(app, token, '/api/updown/baseParkArea/list', { PKID: plaza });
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: main,
      plateNumbers: `${more.toLowerCase()}，${main}`,
      areaId: area,
      startTime: '2030-01-01 00:00:00',
      endTime: '2030-01-31 23:59:59',
    });
    expect(pass.plateNumbers).toBe(more);
    const find = (o: Partial<Parameters<typeof activePassFor>[1]>) =>
      activePassFor(app.context.db, { parkId: plaza, plate: main, at: at('2030-01-15 08:00:00'), ...o });
    expect((await find({}))?.id).toBe(pass.id);
    expect((await find({ plate: ` ${more.toLowerCase()} ` }))?.id).toBe(pass.id);
    expect((await find({ at: at('2030-01-31 23:59:59') }))?.id).toBe(pass.id);
    expect(await find({ at: at('2030-02-01 00:00:00') })).toBeNull();
    expect(await find({ at: at('2029-12-31 23:59:59') })).toBeNull();
    expect(await find({ parkId: garden })).toBeNull();
    expect((await find({ areaId: area }))?.id).toBe(pass.id);
    expect(await find({ areaId: area + 100000 })).toBeNull();
    await act(app, token, 'tempStop', { grantId: pass.id });
    expect(await find({})).toBeNull();
  });

  it('batch grant makes one pass per plate with its payment; gates and a no-plate code can be set', async () => {
    const plates = [freshPlate('京A'), freshPlate('京A')];
    const made = await ok<{ total: number; data: Row[] }>(app, 'POST', '/api/updown/parkMonth/batchParkMonthCard', {
      token,
      body: { parkId: plaza, plates: plates.join(','), monthNum: 2, monthlyFee: 10000, payWay: 2 },
    });
    expect(made.total).toBe(2);
    const refused = await act(app, token, 'batchParkMonthCard', {}, { parkId: plaza, plates: [freshPlate(), 'X1'] });
    expect(refused.msg).toBe('Plate(plates): X1 plate number format incorrect');
    const gate = await idOf(app, token, '/api/updown/baseParkGate/list', { PKID: plaza });
    const grantId = made.data[0]?.id as number;
    expect((await act(app, token, 'authGate', { grantId, gateIds: String(gate) })).data).toMatchObject({
      gateIds: [gate],
    });
    const foreignGate = await idOf(app, token, '/api/updown/baseParkGate/list', { PKID: garden });
    expect((await act(app, token, 'authGate', { grantId, gateIds: String(foreignGate) })).status).toBe(400);
    expect((await act(app, token, 'setShortNoPlate', {}, { grantId, shortNoPlate: 'a8' })).data).toMatchObject({
      shortNoPlate: 'A8',
    });
    const types = await ok<Row[]>(app, 'GET', '/api/updown/parkMonth/getPayWayTypes', { token });
    expect(types).toContainEqual({ payWay: 2, payWayName: 'WeChat' });
  });
});
