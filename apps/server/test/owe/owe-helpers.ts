import { parkIdOf } from '../parks/helpers';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { count } from '../system/helpers';

export type Owe = {
  id: number;
  plateNumber: string;
  parkId: number;
  amount: number;
  paidAmount: number;
  state: number;
  checked: boolean;
  cancelReason: string | null;
  recordId: number | null;
  sourceKind: number;
};

export type OweWorld = { app: TestApp; tokenA: string; tokenB: string; parkA: number };

/** A test server with company A's 世纪广场 and sign-ins for companies A and B. */
export async function oweWorld(): Promise<OweWorld> {
  const app = await createTestApp();
  const tokenA = await signIn(app, 'company_a');
  const tokenB = await signIn(app, 'company_b');
  const parkA = await parkIdOf(app, tokenA, '世纪广场');
  return { app, tokenA, tokenB, parkA };
}

const base = '/api/updown/plat/owe';

export const oweCall = <T = Owe>(w: OweWorld, action: string, o: Parameters<typeof call>[3] = {}) =>
  call<T>(w.app, action === 'getOwePage' || action === 'parks' ? 'GET' : 'POST', `${base}/${action}`, {
    token: w.tokenA,
    ...o,
  });

export const oweRows = (w: OweWorld) => count(w.app, 'select count(*) as n from owe_record');

/** A stay of company A to hang an arrear on (the demo's stays), one not used yet. */
export async function freeStay(w: OweWorld): Promise<{ id: number; parkId: number; plate: string }> {
  const [row] = await w.app.database.query<{ id: number; park_id: number; plate_number: string }>(
    `select s.id, s.park_id, s.plate_number from park_io_record s
      where s.park_id = $1 and s.deleted_at is null
        and not exists (select 1 from owe_record o where o.record_id = s.id)
      order by s.id limit 1`,
    [w.parkA],
  );
  if (!row) throw new Error('no stay left in the demo park');
  return { id: Number(row.id), parkId: Number(row.park_id), plate: row.plate_number };
}
