import { stayState } from '@parking/resources';
import type { Tx } from '../../db/connection';
import type { ClosedStay } from './stays/close-stay';

/**
 * What other areas may want to hear of a park's traffic once it is recorded: a car came in, left, or paid.
 * Told inside the transaction that records it, so what a listener writes stands or falls with the record.
 */
export type TrafficFact =
  | {
      kind: 'entry';
      companyId: number;
      parkId: number;
      stayId: number;
      plateNumber: string;
      at: Date;
      gateId: number | null;
    }
  | {
      kind: 'exit';
      companyId: number;
      parkId: number;
      stayId: number;
      plateNumber: string;
      inAt: Date;
      at: Date;
      gateId: number | null;
      feeFen: number;
    }
  | {
      kind: 'payment';
      companyId: number;
      parkId: number;
      stayId: number | null;
      plateNumber: string;
      onlineOrderId: string;
      amountFen: number;
      payWay: string | number | null;
      at: Date;
    };

type Listener = (tx: Tx, facts: TrafficFact[]) => Promise<void>;
const listeners: Listener[] = [];

/** Another area hears every fact recorded from now on (third-party platforms push them). */
export function onTrafficFacts(listener: Listener): void {
  listeners.push(listener);
}

export async function tellTrafficFacts(tx: Tx, facts: TrafficFact[]): Promise<void> {
  if (facts.length === 0) return;
  for (const listener of listeners) await listener(tx, facts);
}

/** The exit a closing records: a car that left (or escaped a berth); a merged read is no exit of its own. */
export function exitFactOf({ stay, values }: ClosedStay): TrafficFact | null {
  const at = values.outTime ?? stay.outTime;
  if (values.state === stayState.values.merged || !at) return null;
  return {
    kind: 'exit',
    companyId: stay.companyId,
    parkId: stay.parkId,
    stayId: stay.id,
    plateNumber: stay.plateNumber,
    inAt: stay.inTime,
    at,
    gateId: values.outGateId ?? stay.outGateId ?? null,
    feeFen: values.fee ?? stay.fee ?? 0,
  };
}
