import { gateVerdict } from '@parking/resources';
import type { Tx } from '../../../db/connection';
import type { AppContext } from '../../../platform/context';
import { decideExit } from '../gate-decision/decide-exit';
import type { GateAnswer, GateRead } from '../gate-decision/gate-answer';
import type { GateFacts } from '../gate-decision/gate-facts';
import type { GateWrites } from '../gate-decision/gate-writes';
import type { ShareUnit } from '../gate-ports';

/** The share units the reads of a batch touch: an entering car's pass's, a leaving car's pass at its entry. */
export function shareUnitsOf(cases: { facts: GateFacts }[]): ShareUnit[] {
  const units = new Map<string, ShareUnit>();
  for (const { facts } of cases) {
    if (facts.stored || facts.repeated) continue;
    const unit = facts.standing.pass?.share;
    if (unit) units.set(`${unit.kind}:${unit.id}`, unit);
  }
  return [...units.values()];
}

/**
 * A car at an exit gate, its stay covered by its pass from the moment the share ledger says (a car that
 * waited for a shared stall from when it took one over, which its stay then records); when it leaves, a
 * shared stall it held goes to the car of its unit that has waited longest, named on its stay.
 */
export async function decideSharedExit(
  app: AppContext,
  tx: Tx,
  read: GateRead,
  facts: GateFacts,
  writes: GateWrites,
): Promise<GateAnswer> {
  const stay = facts.stay;
  const from = stay ? writes.shares.coverStart(stay.id) : undefined;
  const answer = await decideExit(
    app,
    tx,
    read,
    stay && from !== undefined ? { ...facts, stay: { ...stay, coveredFrom: from } } : facts,
    writes,
  );
  if (!stay || from === undefined) return answer;
  if (from && !stay.coveredFrom) writes.updateStay(stay.id, { coveredFrom: from });
  // a car asked to pay is still inside, on its stall
  const next = answer.verdict === gateVerdict.values.open ? writes.shares.leave(stay.id, read.at) : null;
  if (next) writes.updateStay(stay.id, { stallTo: next.id });
  return answer;
}
