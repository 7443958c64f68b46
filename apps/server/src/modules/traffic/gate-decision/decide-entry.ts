import { displays } from './display-text';
import { answerOf, type GateAnswer, type GateRead, verdicts } from './gate-answer';
import type { GateFacts } from './gate-facts';
import type { GateWrites } from './gate-writes';
import { stayStates } from './open-stay';

const kindNames: Record<number, string> = { 0: '临时车', 1: '月租车', 5: '白名单' };

/**
 * A car at an entry gate: black list refuses; white list and monthly passes open; a temporary car
 * opens when the gate takes temporary cars and the area and park have a free stall.
 */
export function decideEntry(read: GateRead, facts: GateFacts, writes: GateWrites): GateAnswer {
  const { list, pass } = facts.standing;
  if (list?.list === 'black') {
    return answerOf(read, verdicts.refuse, displays.blackListed(read.plateNumber), { reason: list.reason });
  }
  let carKind = 0;
  if (list?.list === 'white') carKind = 5;
  else if (pass) carKind = 1;
  if (carKind === 0) {
    if (!read.allowTempCar) {
      return answerOf(read, verdicts.refuse, displays.noTempCars(read.plateNumber), { reason: 'no temporary cars' });
    }
    if (!writes.stalls.takeFree(read.parkId, read.areaId)) {
      return answerOf(read, verdicts.refuse, displays.full(read.plateNumber), { reason: 'full' });
    }
  }
  const forgotten = facts.stay;
  if (forgotten) {
    // its exit was missed: that stay waits for an operator, and its stall is given back (the car is one car)
    writes.updateStay(Number(forgotten.id), { state: stayStates.manualConfirm, remark: '未记录出场即再次入场' });
    writes.stalls.release(read.parkId, (forgotten.areaId as number | null) ?? null);
  }
  // a temporary car took its stall above; a pass or listed car may enter a full park
  if (carKind !== 0) writes.stalls.take(read.parkId, read.areaId);
  const recordId = writes.newStay(facts.newStayId, {
    companyId: read.companyId,
    parkId: read.parkId,
    plateNumber: read.plateNumber,
    plateColor: read.plateColor,
    carKind,
    areaId: read.areaId,
    state: stayStates.inside,
    inTime: read.at,
    inGateId: read.gateId,
    inImage: read.imagePath,
  });
  return answerOf(read, verdicts.open, displays.welcome(read.plateNumber, kindNames[carKind] ?? ''), {
    recordId,
    carKind,
  });
}
