import { gateEventResource, inOutRecordResource, onlineOrderResource, orderState } from '@parking/resources';
import { type SQL, sql } from 'drizzle-orm';
import { insertRowsSql, type RowColumns, rowArrays, updateRowsSql } from '../../../db/bulk-rows';
import type { Tx } from '../../../db/connection';
import { Statement } from '../../../db/named-statement';
import type { NewRowOf } from '../../../db/resource-table';
import { tableOf } from '../../../db/schema';
import { StallLedger } from '../../parks/stall-ledger';
import {
  exitOrderKeys,
  type NewExitOrder,
  newExitOrder,
  type OrderExtras,
  type OrderedStay,
  type WaitingOrder,
  waitingOrders,
} from '../orders/exit-order';
import { ShareLedger } from '../shared-stalls/share-ledger';
import { type ClosedStay, type StayValues, stayValueKeys } from '../stays/close-stay';
import { exitFactOf, type TrafficFact, tellTrafficFacts } from '../traffic-facts';

const stayKeys = [
  'id',
  'companyId',
  'parkId',
  'plateNumber',
  'plateColor',
  'carKind',
  'carTypeId',
  'areaId',
  'state',
  'inTime',
  'inGateId',
  'inImage',
  'outTime',
  'outGateId',
  'outImage',
  'outPlateNumber',
  'fee',
  'noEntryFee',
  'payWay',
  'remark',
  'passId',
  'coveredFrom',
];
const eventKeys = [
  'companyId',
  'parkId',
  'eventKey',
  'deviceId',
  'gateId',
  'direction',
  'plateNumber',
  'plateColor',
  'confidence',
  'eventTime',
  'deviceTime',
  'deviceDirection',
  'correction',
  'verdict',
  'recordId',
  'image',
  'answer',
];

type StayChange = StayValues & { id: number; updatedAt: Date };
type OrderChange = Pick<NewRowOf<typeof onlineOrderResource>, 'amount' | 'stayTo' | 'couponDiscount' | 'oweAmount'> & {
  id: number;
  updatedAt: Date;
};

/**
 * What the decisions of a batch of plate reads change, gathered while deciding and stored together in
 * one statement: new stays, closed or priced stays, exit orders, the stall counts and the events. The
 * batch bypasses the query builder, so it stamps its updates itself.
 */
export class GateWrites {
  private readonly stays: NewRowOf<typeof inOutRecordResource>[] = [];
  private readonly stayChanges = new Map<number, StayChange>();
  private readonly orders: NewExitOrder[] = [];
  private readonly orderChanges: OrderChange[] = [];
  private readonly closing: { stayId: number; remark: string }[] = [];
  private readonly events: NewRowOf<typeof gateEventResource>[] = [];
  private readonly exits: TrafficFact[] = [];

  constructor(
    readonly stalls: StallLedger,
    readonly shares = new ShareLedger(),
  ) {}

  /** A stay to open under the id the facts set aside for it. */
  newStay(id: number | null, values: NewRowOf<typeof inOutRecordResource>): number {
    if (id == null) throw new Error('no stay id was set aside for this read');
    this.stays.push({ ...values, id });
    return id;
  }

  updateStay(id: number, values: StayValues): void {
    this.stayChanges.set(id, { ...this.stayChanges.get(id), ...values, id, updatedAt: new Date() });
  }

  /** A stay closed (see `closeStay`), as the immediate writer stores it, within the batch. */
  close(closed: ClosedStay, waiting: WaitingOrder | null): void {
    const { stay, values, stall, owes, closesOrders } = closed;
    this.updateStay(stay.id, values);
    const exit = exitFactOf(closed);
    if (exit) this.exits.push(exit);
    if (owes) this.exitOrder(stay, owes.fen, owes.at, waiting);
    // the facts hold its waiting order, locked: without one there is nothing to close
    if (closesOrders && waiting) this.closing.push({ stayId: stay.id, remark: closesOrders });
    if (stall) this.stalls.release(stall.parkId, stall.areaId);
  }

  /** The stay's unpaid order asks for what it owes now (the waiting one brought up to date); its number. */
  exitOrder(
    stay: OrderedStay,
    owedFen: number,
    at: Date,
    waiting: WaitingOrder | null,
    extras: OrderExtras = { couponDiscount: 0, oweAmount: 0 },
  ): string {
    if (waiting) {
      this.orderChanges.push({ id: waiting.id, amount: owedFen, stayTo: at, ...extras, updatedAt: new Date() });
      return waiting.onlineOrderId;
    }
    const order = newExitOrder(stay, owedFen, at, undefined, extras);
    this.orders.push(order);
    return order.onlineOrderId;
  }

  event(values: NewRowOf<typeof gateEventResource>): void {
    this.events.push(values);
  }

  async write(tx: Tx): Promise<void> {
    await writeAll.run(tx, {
      ...rowArrays(columns.newStays, this.stays, true),
      ...rowArrays(columns.stayChanges, [...this.stayChanges.values()]),
      ...rowArrays(columns.newOrders, this.orders, true),
      ...rowArrays(columns.orderChanges, this.orderChanges),
      closingStays: this.closing.map((c) => c.stayId),
      closingRemarks: this.closing.map((c) => c.remark),
      ...this.stalls.changes(),
      ...rowArrays(columns.events, this.events, true),
    });
    const entries = this.stays.map(
      (s): TrafficFact => ({
        kind: 'entry',
        companyId: s.companyId,
        parkId: s.parkId,
        stayId: Number(s.id),
        plateNumber: s.plateNumber,
        at: s.inTime,
        gateId: s.inGateId ?? null,
      }),
    );
    await tellTrafficFacts(tx, [...entries, ...this.exits]);
  }
}

const columns = {
  newStays: { table: tableOf(inOutRecordResource), keys: stayKeys, name: 'newStays' },
  stayChanges: {
    table: tableOf(inOutRecordResource),
    keys: ['id', ...stayValueKeys, 'updatedAt'],
    name: 'stayChanges',
  },
  newOrders: { table: tableOf(onlineOrderResource), keys: [...exitOrderKeys], name: 'newOrders' },
  orderChanges: {
    table: tableOf(onlineOrderResource),
    keys: ['id', 'amount', 'stayTo', 'couponDiscount', 'oweAmount', 'updatedAt'],
    name: 'orderChanges',
  },
  events: { table: tableOf(gateEventResource), keys: eventKeys, name: 'events' },
} satisfies Record<string, RowColumns>;

const writeAll = new Statement<Record<string, unknown>>((value) => {
  const orders = tableOf(onlineOrderResource);
  const waiting = waitingOrders();
  const parts: SQL[] = [
    insertRowsSql(columns.newStays, value),
    updateRowsSql(columns.stayChanges, value),
    insertRowsSql(columns.newOrders, value),
    updateRowsSql(columns.orderChanges, value, waiting),
    sql`update ${orders} set ${sql.identifier(orders.state.name)} = ${orderState.values.closed},
        ${sql.identifier(orders.remark.name)} = c.remark, ${sql.identifier(orders.updatedAt.name)} = now()
        from unnest(${value('closingStays')}::bigint[], ${value('closingRemarks')}::text[]) as c(record_id, remark)
        where ${orders.recordId} = c.record_id and ${orders.recordId} = any(${value('closingStays')}::bigint[])
          and ${waiting}`,
    ...StallLedger.writeSql(value),
    insertRowsSql(columns.events, value),
  ];
  return sql`with ${sql.join(
    parts.map((part, i) => sql`${sql.raw(`w${i}`)} as (${part})`),
    sql`, `,
  )} select 1`;
});
