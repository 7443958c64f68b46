import type { TestApp } from '../support/test-app';
import { idOf } from '../system/helpers';

export { count, idOf, ok, type Page, type Row, rows } from '../system/helpers';

export const parkIdOf = (app: TestApp, token: string, parkName: string) =>
  idOf(app, token, '/api/updown/basePark/list', { parkName });

/** One stored row as the database holds it (snake_case columns; big integers as numbers on either driver). */
export async function stored(app: TestApp, table: string, id: number): Promise<Record<string, unknown>> {
  const [found] = await app.database.query<{ row: Record<string, unknown> | string }>(
    `select to_jsonb(t) as row from "${table}" t where id = $1`,
    [id],
  );
  if (!found) throw new Error(`no ${table} row ${id}`);
  return typeof found.row === 'string' ? JSON.parse(found.row) : found.row;
}
