import { calculateFee, normalizePlate } from '@parking/domain';
import {
  blackListResource,
  carKind,
  type DictValue,
  inOutRecordResource,
  monthPassResource,
  onlineOrderResource,
  orderKind,
  orderState,
  parkResource,
  passState,
  payRecordResource,
  payWay,
  plateColor,
  stayState,
} from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import { type Database, refreshPlannerStatistics } from '../db/connection';
import { tableOf } from '../db/schema';
import { parkPricing } from '../modules/fees/price-stay';
import { newNumber } from '../modules/traffic/orders/order-number';
import { planDay } from './traffic-day';

export type BulkOptions = {
  parkIds: number[];
  /** Stays to write in all. */
  total: number;
  /** First simulated day, local midnight; the days follow one another. */
  from: Date;
  carsPerDay: number;
  seed: number;
  timeZone: string;
  /** Stays written per transaction (multi-row inserts). */
  batch?: number;
};

type Park = { id: number; companyId: number; passPlates: string[]; blackPlates: Set<string> };
type PayWay = DictValue<typeof payWay>;

const { cash, wechat, alipay, etc } = payWay.values;
const payWays: PayWay[] = [cash, wechat, wechat, alipay, alipay, etc];

async function parkOf(database: Database, id: number): Promise<Park> {
  const { db } = database;
  const parks = tableOf(parkResource);
  const [park] = await db.select({ companyId: parks.companyId }).from(parks).where(eq(parks.id, id));
  if (!park) throw new Error(`park ${id} does not exist`);
  const passes = tableOf(monthPassResource);
  const passRows = await db
    .select({ plate: passes.plateNumber })
    .from(passes)
    .where(and(eq(passes.parkId, id), eq(passes.state, passState.values.active), isNull(passes.deletedAt)));
  const black = tableOf(blackListResource);
  const blackRows = await db
    .select({ plate: black.plateNumber })
    .from(black)
    .where(and(eq(black.parkId, id), isNull(black.deletedAt)));
  return {
    id,
    companyId: park.companyId,
    passPlates: passRows.map((r) => r.plate),
    blackPlates: new Set(blackRows.map((r) => r.plate)),
  };
}

/**
 * Fills the database with finished stays of simulated days for benchmarks: the same day plans as the
 * live simulator, plates normalised, black-listed cars turned away, pass cars free, the rest priced by
 * the park's fee rules; every priced stay has its paid order and payment. Written in batches, each one
 * transaction of multi-row inserts. Calls `onProgress` with the stays written so far.
 */
export async function bulkFill(
  database: Database,
  o: BulkOptions,
  onProgress: (written: number) => void = () => {},
): Promise<{ stays: number; orders: number }> {
  const batch = o.batch ?? 2_000;
  const parks = await Promise.all(o.parkIds.map((id) => parkOf(database, id)));
  const pricing = new Map(
    await Promise.all(parks.map(async (p) => [p.id, await parkPricing(database.db, p.id)] as const)),
  );
  const stays = tableOf(inOutRecordResource);
  const orders = tableOf(onlineOrderResource);
  const pays = tableOf(payRecordResource);
  let written = 0;
  let ordersWritten = 0;
  type Pending = {
    plate: string;
    arriveAt: Date;
    leaveAt: Date;
    carKind: DictValue<typeof carKind>;
    fee: number;
    payWay: PayWay;
    park: Park;
  };
  let pending: Pending[] = [];
  const flush = async () => {
    const chunk = pending;
    pending = [];
    if (!chunk.length) return;
    await database.db.transaction(async (tx) => {
      const ids = await tx
        .insert(stays)
        .values(
          chunk.map((r) => ({
            companyId: r.park.companyId,
            parkId: r.park.id,
            plateNumber: r.plate,
            plateColor: plateColor.values.blue,
            carKind: r.carKind,
            state: stayState.values.left,
            inTime: r.arriveAt,
            outTime: r.leaveAt,
            outPlateNumber: r.plate,
            fee: r.fee,
            paid: r.fee,
            paidUntil: r.fee > 0 ? r.leaveAt : null,
            payWay: r.fee > 0 ? r.payWay : payWay.values.free,
          })),
        )
        .returning({ id: stays.id });
      const priced = chunk.flatMap((r, k) => {
        const recordId = ids[k]?.id;
        return r.fee > 0 && recordId !== undefined ? [{ ...r, recordId }] : [];
      });
      if (!priced.length) return;
      const orderIds = await tx
        .insert(orders)
        .values(
          priced.map((r) => ({
            companyId: r.park.companyId,
            parkId: r.park.id,
            onlineOrderId: newNumber('PO', r.leaveAt),
            recordId: r.recordId,
            plateNumber: r.plate,
            orderKind: orderKind.values.exit,
            amount: r.fee,
            paidAmount: r.fee,
            state: orderState.values.paid,
            payWay: r.payWay,
            paidAt: r.leaveAt,
            stayFrom: r.arriveAt,
            stayTo: r.leaveAt,
          })),
        )
        .returning({ id: orders.id });
      await tx.insert(pays).values(
        priced.flatMap((r, k) => {
          const orderId = orderIds[k]?.id;
          if (orderId === undefined) return [];
          return [
            {
              companyId: r.park.companyId,
              parkId: r.park.id,
              payNo: newNumber('BULK', r.leaveAt),
              orderId,
              amount: r.fee,
              payWay: r.payWay,
              adapter: 'bulk',
              paidAt: r.leaveAt,
            },
          ];
        }),
      );
      ordersWritten += priced.length;
    });
    written += chunk.length;
    onProgress(written);
  };
  let planned = 0;
  let day = 0;
  while (planned < o.total) {
    for (const park of parks) {
      if (planned >= o.total) break;
      const visits = planDay({
        midnight: new Date(o.from.getTime() + day * 86_400_000),
        cars: o.carsPerDay,
        seed: o.seed + day * 1_000 + park.id,
        regulars: park.passPlates,
      });
      const rules = pricing.get(park.id);
      const rows = visits
        .map((v) => ({ ...v, plate: normalizePlate(v.plate) }))
        .filter((v) => v.plate && !park.blackPlates.has(v.plate))
        .slice(0, o.total - planned)
        .map((v) => {
          const pass = park.passPlates.includes(v.plate);
          let fee = 0;
          if (!pass && rules?.rules.length) {
            const quote = calculateFee({
              rules: rules.rules,
              carType: null,
              areaId: null,
              entry: v.arriveAt,
              exit: v.leaveAt,
              timeZone: o.timeZone,
              calendar: rules.calendar,
            });
            fee = quote.ok ? quote.total : 0;
          }
          return {
            ...v,
            carKind: pass ? carKind.values.monthly : carKind.values.temporary,
            fee,
            payWay: payWays[v.arriveAt.getTime() % payWays.length] ?? wechat,
          };
        });
      planned += rows.length;
      pending.push(...rows.map((r) => ({ ...r, park })));
      if (pending.length >= batch) await flush();
    }
    day++;
  }
  await flush();
  await refreshPlannerStatistics(database);
  return { stays: written, orders: ordersWritten };
}
