import { type SQL, sql } from 'drizzle-orm';
import type { Row } from '../../../crud/hooks';
import { insertRowsSql, type RowColumns, rowArrays, updateRowsSql } from '../../../db/bulk-rows';
import { Statement } from '../../../db/named-statement';
import { tableOf } from '../../../db/schema';
import type { Tx } from '../../../platform/context';
import { newExitOrder, orderStates, type WaitingOrder, waitingOrders } from '../orders/exit-order';
import { StallLedger } from './stall-ledger';

const stayKeys = [
  'id',
  'companyId',
  'parkId',
  'plateNumber',
  'plateColor',
  'carKind',
  'areaId',
  'state',
  'inTime',
  'inGateId',
  'inImage',
  'outTime',
  'outGateId',
  'outImage',
  'outPlateNumber',
  'remark',
];
const stayChangeKeys = [
  'state',
  'remark',
  'outTime',
  'outGateId',
  'outImage',
  'outPlateNumber',
  'fee',
  'payWay',
  'updatedAt',
];
const orderKeys = Object.keys(newExitOrder({}, 0, new Date()));
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
  'verdict',
  'recordId',
  'image',
  'answer',
];

/**
 * What the decisions of a batch of plate reads change, gathered while deciding and stored together in
 * one statement: new stays, closed or priced stays, exit orders, the stall counts and the events.
 */
export class GateWrites {
  private readonly stays: Row[] = [];
  private readonly stayChanges = new Map<number, Row>();
  private readonly orders: Row[] = [];
  private readonly orderChanges: (Row & { id: number })[] = [];
  private readonly closing: number[] = [];
  private readonly events: Row[] = [];

  constructor(readonly stalls: StallLedger) {}

  /** A stay to open under the id the facts set aside for it. */
  newStay(id: number | null, values: Row): number {
    if (id == null) throw new Error('no stay id was set aside for this read');
    this.stays.push({ ...values, id });
    return id;
  }

  updateStay(id: number, values: Row): void {
    this.stayChanges.set(id, { ...this.stayChanges.get(id), ...values, id, updatedAt: new Date() });
  }

  /** The stay's unpaid order asks for what it owes now (the waiting one brought up to date); its number. */
  exitOrder(stay: Row, owedFen: number, at: Date, waiting: WaitingOrder | null): string {
    if (waiting) {
      this.orderChanges.push({ id: waiting.id, amount: owedFen, stayTo: at, updatedAt: new Date() });
      return waiting.onlineOrderId;
    }
    const order = newExitOrder(stay, owedFen, at);
    this.orders.push(order);
    return String(order.onlineOrderId);
  }

  /** The stay left owing nothing: its waiting orders are closed, kept for the record. */
  closeWaitingOrders(stayId: number): void {
    this.closing.push(stayId);
  }

  event(values: Row): void {
    this.events.push(values);
  }

  async write(tx: Tx): Promise<void> {
    await writeAll.run(tx, {
      ...rowArrays(columns.newStays, this.stays, true),
      ...rowArrays(columns.stayChanges, [...this.stayChanges.values()]),
      ...rowArrays(columns.newOrders, this.orders, true),
      ...rowArrays(columns.orderChanges, this.orderChanges),
      closing: this.closing,
      ...this.stalls.changes(),
      ...rowArrays(columns.events, this.events, true),
    });
  }
}

const columns = {
  newStays: { table: tableOf('parkIORecord'), keys: stayKeys, name: 'newStays' },
  stayChanges: { table: tableOf('parkIORecord'), keys: ['id', ...stayChangeKeys], name: 'stayChanges' },
  newOrders: { table: tableOf('parkorder'), keys: orderKeys, name: 'newOrders' },
  orderChanges: { table: tableOf('parkorder'), keys: ['id', 'amount', 'stayTo', 'updatedAt'], name: 'orderChanges' },
  events: { table: tableOf('gateEvent'), keys: eventKeys, name: 'events' },
} satisfies Record<string, RowColumns>;

const writeAll = new Statement<Record<string, unknown>>((value) => {
  const orders = tableOf('parkorder');
  const waiting = waitingOrders();
  const parts: SQL[] = [
    insertRowsSql(columns.newStays, value),
    updateRowsSql(columns.stayChanges, value),
    insertRowsSql(columns.newOrders, value),
    updateRowsSql(columns.orderChanges, value, waiting),
    sql`update ${orders} set ${sql.identifier(orders.state.name)} = ${orderStates.closed},
        ${sql.identifier(orders.remark.name)} = ${'出场时已无欠费，订单关闭'}, ${sql.identifier(orders.updatedAt.name)} = now()
        where ${orders.recordId} = any(${value('closing')}::bigint[]) and ${waiting}`,
    ...StallLedger.writeSql(value),
    insertRowsSql(columns.events, value),
  ];
  return sql`with ${sql.join(
    parts.map((part, i) => sql`${sql.raw(`w${i}`)} as (${part})`),
    sql`, `,
  )} select 1`;
});
