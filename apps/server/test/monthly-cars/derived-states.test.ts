import { formatLocalDateTime } from '@parking/domain';
import { passState } from '@parking/resources';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestApp } from '../support/test-app';
import { addPass, companyAPlaza, freshPlate, ok, passOf, type Row, rows, stored } from './helpers';

const { active, expired, endingSoon, paused } = passState.values;
const day = 86_400_000;

let app: TestApp;
let token: string;
let plaza: number;
const pass: Record<'ended' | 'soon' | 'far' | 'pausedEnded', Row> = {} as never;

const at = (offsetMs: number) => formatLocalDateTime(new Date(Date.now() + offsetMs), app.context.config.timeZone);
const listed = async (query: Record<string, unknown> = {}) =>
  new Map(
    (await rows(app, token, '/api/updown/parkMonth/list', { parkId: plaza, ...query })).map((r) => [r.id, r.state]),
  );

beforeAll(async () => {
  ({ app, token, plaza } = await companyAPlaza());
  pass.ended = await addPass(app, token, { parkId: plaza, plateNumber: freshPlate(), endTime: at(-3 * day) });
  pass.soon = await addPass(app, token, { parkId: plaza, plateNumber: freshPlate(), endTime: at(3 * day) });
  pass.far = await addPass(app, token, { parkId: plaza, plateNumber: freshPlate(), endTime: at(60 * day) });
  pass.pausedEnded = await addPass(app, token, { parkId: plaza, plateNumber: freshPlate(), endTime: at(-3 * day) });
  await app.database.query('update month_pass set state = $1 where id = $2', [paused, pass.pausedEnded.id]);
});
afterAll(() => app.close());

describe('a pass state derived from its end', () => {
  it('a pass that ended three days ago is expired; one ending within the notice days is ending soon', async () => {
    expect((await passOf(app, token, pass.ended.id)).state).toBe(expired);
    expect((await passOf(app, token, pass.soon.id)).state).toBe(endingSoon);
    expect((await passOf(app, token, pass.far.id)).state).toBe(active);
    // a paused pass keeps its own state; nothing stored changes
    expect((await passOf(app, token, pass.pausedEnded.id)).state).toBe(paused);
    expect((await stored(app, 'month_pass', pass.ended.id)).state).toBe(active);
    const states = await listed();
    expect(states.get(pass.ended.id)).toBe(expired);
    expect(states.get(pass.soon.id)).toBe(endingSoon);
    expect(states.get(pass.far.id)).toBe(active);
  });

  it('filters by the state as shown', async () => {
    const ended = await listed({ state: expired });
    expect(ended.has(pass.ended.id)).toBe(true);
    expect(ended.has(pass.soon.id) || ended.has(pass.far.id) || ended.has(pass.pausedEnded.id)).toBe(false);
    const soon = await listed({ state: endingSoon });
    expect([...soon.keys()].filter((id) => Object.values(pass).some((p) => p.id === id))).toEqual([pass.soon.id]);
    const normal = await listed({ state: active });
    expect(normal.has(pass.far.id)).toBe(true);
    expect(normal.has(pass.ended.id) || normal.has(pass.soon.id)).toBe(false);
    expect([...normal.values()].every((s) => s === active)).toBe(true);
  });

  it('exports the state as shown', async () => {
    const res = await app.fastify.inject({
      method: 'GET',
      url: '/api/updown/parkMonth/exportListPage',
      query: { plateNumber: String(pass.ended.plateNumber) },
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh' },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const texts: string[] = [];
    book.worksheets[0]?.eachRow((r) => r.eachCell((c) => texts.push(String(c.value))));
    expect(texts).toContain('已过期');
  });

  it('the notice days are a system parameter', async () => {
    const admin = await signIn(app, 'admin');
    const [param] = await rows(app, admin, '/api/updown/blade-system/param/list', { paramKey: 'monthPass.noticeDays' });
    expect(param?.paramValue).toBe('7');
    await ok(app, 'POST', '/api/updown/blade-system/param/submit', {
      token: admin,
      body: { id: param?.id, paramValue: '2' },
    });
    expect((await passOf(app, token, pass.soon.id)).state).toBe(active);
    expect((await listed({ state: endingSoon })).has(pass.soon.id)).toBe(false);
    expect((await listed({ state: active })).has(pass.soon.id)).toBe(true);
  });
});
