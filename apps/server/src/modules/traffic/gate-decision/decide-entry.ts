import { carKind, type DictValue, gateVerdict, oweRecovery, stayState } from '@parking/resources';
import { owesDisplay } from '../../owe/owe-at-gate';
import { displays } from './display-text';
import { answerOf, type GateAnswer, type GateRead } from './gate-answer';
import type { GateFacts } from './gate-facts';
import type { GateWrites } from './gate-writes';

type CarKind = DictValue<typeof carKind>;

const kindNames: Partial<Record<CarKind, string>> = {
  [carKind.values.temporary]: '临时车',
  [carKind.values.monthly]: '月租车',
  [carKind.values.vip]: '白名单',
};

/**
 * A car at an entry gate: black list refuses; white list and monthly passes open; a temporary car
 * opens when the gate takes temporary cars and the area and park have a free stall.
 */
export function decideEntry(read: GateRead, facts: GateFacts, writes: GateWrites): GateAnswer {
  const { list, pass } = facts.standing;
  if (list?.list === 'black') {
    return answerOf(read, gateVerdict.values.refuse, displays.blackListed(read.plateNumber), { reason: list.reason });
  }
  const { owedFen, recovery } = facts.arrears;
  if (owedFen > 0 && recovery === oweRecovery.values.refuse) {
    return answerOf(read, gateVerdict.values.refuse, owesDisplay(read.plateNumber, owedFen), {
      reason: 'arrears',
      arrearsFen: owedFen,
    });
  }
  let kind: CarKind = carKind.values.temporary;
  if (list?.list === 'white') kind = carKind.values.vip;
  // a car of a share group whose stalls are all taken comes in as a temporary car
  else if (pass && (!pass.share || writes.shares.hasStall(pass.share, read.plateNumber))) kind = carKind.values.monthly;
  const passCar = kind === carKind.values.vip ? null : pass;
  const temporary = kind === carKind.values.temporary;
  if (temporary) {
    if (!read.allowTempCar) {
      return answerOf(read, gateVerdict.values.refuse, displays.noTempCars(read.plateNumber), {
        reason: 'no temporary cars',
      });
    }
    if (!writes.stalls.takeFree(read.parkId, read.areaId)) {
      return answerOf(read, gateVerdict.values.refuse, displays.full(read.plateNumber), { reason: 'full' });
    }
  }
  const forgotten = facts.stay;
  if (forgotten) {
    // its exit was missed: that stay waits for an operator, and its stall is given back (the car is one car)
    writes.updateStay(forgotten.id, { state: stayState.values.manualConfirm, remark: '未记录出场即再次入场' });
    writes.stalls.release(read.parkId, forgotten.areaId);
  }
  // a temporary car took its stall above; a pass or listed car may enter a full park
  if (!temporary) writes.stalls.take(read.parkId, read.areaId);
  const recordId = writes.newStay(facts.newStayId, {
    companyId: read.companyId,
    parkId: read.parkId,
    plateNumber: read.plateNumber,
    plateColor: read.plateColor,
    carKind: kind,
    carTypeId: read.carTypeId,
    areaId: read.areaId,
    state: stayState.values.inside,
    inTime: read.at,
    inGateId: read.gateId,
    inImage: read.imagePath,
    passId: passCar?.grantId ?? null,
    coveredFrom: passCar && kind === carKind.values.monthly ? read.at : null,
  });
  if (passCar?.share) {
    const plate = read.plateNumber;
    writes.shares.enter(passCar.share, { id: recordId, plate, inTime: read.at }, kind === carKind.values.monthly);
  }
  return answerOf(read, gateVerdict.values.open, displays.welcome(read.plateNumber, kindNames[kind] ?? ''), {
    recordId,
    carKind: kind,
    // let in owing: the booth is told, and the debt is asked for (or added to the fee) at the exit
    ...(owedFen > 0 ? { arrearsFen: owedFen } : {}),
  });
}
