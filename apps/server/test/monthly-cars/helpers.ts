import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { idOf, ok, type Row } from '../system/helpers';

export { stored } from '../parks/helpers';
export { count, idOf, ok, type Page, type Row, rows } from '../system/helpers';

let serial = 0;

/** A plate no other test of the file uses. */
export const freshPlate = (prefix = '沪A') =>
  `${prefix}${String(10000 + ((Date.now() + ++serial * 7919) % 89999)).slice(-5)}`;

/** Adds a pass through the generic submit. */
export function addPass(app: TestApp, token: string, values: Record<string, unknown>): Promise<Row> {
  return ok<Row>(app, 'POST', '/api/updown/parkMonth/add', {
    token,
    body: { startTime: '2025-01-01 00:00:00', monthlyFee: 30000, passKind: 1, ...values },
  });
}

export const passOf = (app: TestApp, token: string, grantId: number) =>
  ok<Row>(app, 'GET', '/api/updown/parkMonth/detail', { token, query: { grantId } });

/** Calls a pass action and answers status, message and data. */
export async function act(
  app: TestApp,
  token: string,
  action: string,
  query: Record<string, unknown>,
  body?: unknown,
  headers?: Record<string, string>,
) {
  const res = await call<Row>(app, 'POST', `/api/updown/parkMonth/${action}`, { token, query, body, headers });
  return { status: res.status, msg: res.body?.msg, data: res.body?.data };
}

/** The id of a user, for checking who a row is stamped with. */
export async function userIdOf(app: TestApp, username: string): Promise<number> {
  const [user] = await app.database.query<{ id: string | number }>('select id from sys_user where username = $1', [
    username,
  ]);
  if (!user) throw new Error(`no user ${username}`);
  return Number(user.id);
}

/** A server of the test file's own, company A signed in, and its 世纪广场. */
export async function companyAPlaza(): Promise<{ app: TestApp; token: string; plaza: number }> {
  const app = await createTestApp();
  const token = await signIn(app, 'company_a');
  const plaza = await idOf(app, token, '/api/updown/basePark/list', { parkName: '世纪广场' });
  return { app, token, plaza };
}
