import { type inOutRecordResource, payWay, stayState } from '@parking/resources';
import type { NewRowOf, RowOf } from '../../../db/resource-table';
import { withNote } from './stay-remark';

export type Stay = RowOf<typeof inOutRecordResource>;

/** The columns a change of a stay's state may store. */
export const stayValueKeys = [
  'state',
  'remark',
  'outTime',
  'outGateId',
  'outImage',
  'outPlateNumber',
  'fee',
  'payWay',
  'coveredFrom',
  'stallTo',
  'couponDiscount',
  'oweAmount',
] as const;
export type StayValues = Partial<Pick<NewRowOf<typeof inOutRecordResource>, (typeof stayValueKeys)[number]>>;

/** What the exit gate read of the car. */
export type ExitRead = { gateId: number; image: string | null; plate: string };

/**
 * How a stay ends. `left`: the car is gone; `escaped`: it left a roadside berth owing, and what it owes
 * becomes an escape record; `merged`: an exit read that found no entry was joined to the stay it belonged to.
 */
export type StayEnd =
  | {
      state: typeof stayState.values.left | typeof stayState.values.escaped;
      /** When the car left; absent keeps the time stored (an exit read that waited for an operator). */
      at?: Date;
      exit?: ExitRead;
      fee?: number;
      /** What it still owes (left: its order asks for it; escaped: the escape record does). */
      owedFen?: number;
      /** Added to the stay's remark. */
      note?: string;
      /** The remark of the waiting orders it closes. */
      ordersNote: string;
    }
  | { state: typeof stayState.values.merged; note: string };

/** A stay's closing as one change, which the gate's batch and the operators' immediate writes store alike. */
export type ClosedStay = {
  /** The stay as it was, locked by the closer. */
  stay: Stay;
  values: StayValues;
  /** The stall it gives back (a stay inside holds one; one waiting for an operator gave it back already). */
  stall: { parkId: number; areaId: number | null } | null;
  /** What its order must ask when it leaves owing, and up to when the stay is charged. */
  owes: { fen: number; at: Date } | null;
  /** Its waiting orders are closed with this remark (it owes nothing, or its debt became an escape). */
  closesOrders: string | null;
};

/**
 * What closing a stay changes: its state, exit time, exit gate, image and plate, fee, a pay way of free when
 * it left having paid and owing nothing, the note after its remark, the stall it held, and its waiting orders
 * (closed, or the one asking what it still owes).
 */
export function closeStay(stay: Stay, end: StayEnd): ClosedStay {
  const remark = end.note === undefined ? {} : { remark: withNote(stay.remark, end.note) };
  if (end.state === stayState.values.merged) {
    // an exit asked the no-entry charge was inside: it gives its stall back and its order is not asked
    const inside = stay.state === stayState.values.inside;
    return {
      stay,
      values: { state: end.state, ...remark },
      stall: inside ? { parkId: stay.parkId, areaId: stay.areaId } : null,
      owes: null,
      closesOrders: inside ? end.note : null,
    };
  }
  const owedFen = end.owedFen ?? 0;
  const left = end.state === stayState.values.left;
  const free = left && owedFen === 0 && (stay.paid ?? 0) === 0;
  const values: StayValues = {
    state: end.state,
    ...(end.at && { outTime: end.at }),
    ...(end.exit && {
      outGateId: end.exit.gateId,
      outPlateNumber: end.exit.plate,
      ...(end.exit.image != null && { outImage: end.exit.image }),
    }),
    ...(end.fee !== undefined && { fee: end.fee }),
    ...(free && { payWay: payWay.values.free }),
    ...remark,
  };
  const chargedTo = end.at ?? stay.outTime;
  const owes = left && owedFen > 0;
  if (owes && !chargedTo) throw new Error(`stay ${stay.id} owes ${owedFen} fen but has no exit time`);
  return {
    stay,
    values,
    stall: stay.state === stayState.values.inside ? { parkId: stay.parkId, areaId: stay.areaId } : null,
    owes: owes && chargedTo ? { fen: owedFen, at: chargedTo } : null,
    closesOrders: owes ? null : end.ordersNote,
  };
}
