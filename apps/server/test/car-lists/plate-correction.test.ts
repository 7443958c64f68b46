import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctedPlate } from '../../src/modules/car-lists';
import { tableFingerprint } from '../support/table-counts';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { ok, parkIdOf, type Row, rows, stored } from './helpers';

const base = '/api/updown/correctplateno';
let app: TestApp;
let companyA: string;
let plaza: number;

beforeAll(async () => {
  app = await createTestApp();
  companyA = await signIn(app, 'company_a');
  plaza = await parkIdOf(app, companyA, '世纪广场停车场');
});
afterAll(() => app.close());

describe('plate corrections', () => {
  it('stores both plates normalised, lists, reads and removes by GET with id', async () => {
    const row = await ok<Row>(app, 'POST', `${base}/submit`, {
      token: companyA,
      body: { parkId: plaza, wrongPlate: '沪a 3b456', correctPlate: '沪a38456' },
    });
    expect(await stored(app, 'plate_correction', row.id)).toMatchObject({
      wrong_plate: '沪A3B456',
      correct_plate: '沪A38456',
      state: 1,
    });
    expect((await rows(app, companyA, `${base}/list`, { wrongPlate: '3B456' })).map((r) => r.id)).toEqual([row.id]);
    expect(await ok<Row>(app, 'GET', `${base}/detail`, { token: companyA, query: { id: row.id } })).toMatchObject({
      correctPlate: '沪A38456',
    });
    expect(await correctedPlate(app.database.db, plaza, '沪A3B456')).toBe('沪A38456');
    await ok(app, 'GET', `${base}/remove`, { token: companyA, query: { id: row.id } });
    expect((await stored(app, 'plate_correction', row.id)).deleted_at).not.toBeNull();
    expect(await correctedPlate(app.database.db, plaza, '沪A3B456')).toBe('沪A3B456');
  });

  it('refuses a correction to the same plate and a second correction of one recognised plate', async () => {
    const before = await tableFingerprint(app);
    const same = await call(app, 'POST', `${base}/submit`, {
      token: companyA,
      body: { parkId: plaza, wrongPlate: '沪A12345', correctPlate: '沪a 12345' },
    });
    expect(same.status).toBe(400);
    expect(same.body.msg).toContain('correctPlate');
    const twice = await call(app, 'POST', `${base}/submit`, {
      token: companyA,
      body: { parkId: plaza, wrongPlate: '沪A0B123', correctPlate: '沪A06123' },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toContain('wrongPlate');
    expect(await tableFingerprint(app)).toEqual(before);
  });
});
