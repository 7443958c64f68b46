import { carKind, gateVerdict, payWay, stayState } from '@parking/resources';
import type { Db } from '../../../db/connection';
import type { AppContext } from '../../../platform/context';
import { displays } from './display-text';
import { answerOf, type GateAnswer, type GateRead } from './gate-answer';
import type { GateFacts } from './gate-facts';
import type { GateWrites } from './gate-writes';

/**
 * An exit read that found no stay, at a park with a no-entry charge: the car is asked that charge by an
 * order it pays like any exit order, on a stay opened for it at the exit (inside, holding a stall until it
 * leaves, priced at the charge rather than by time), which an operator may still resolve otherwise. A
 * white-listed car or one with a valid pass is not charged. Null: the read waits for an operator as before.
 */
export async function chargeNoEntry(
  app: AppContext,
  db: Db,
  read: GateRead,
  facts: GateFacts,
  writes: GateWrites,
): Promise<GateAnswer | null> {
  const charge = read.noEntryFeeFen;
  if (charge == null) return null;
  const { list, pass } = await app.gatePorts.standing(db, {
    parkId: read.parkId,
    areaId: read.areaId,
    plate: read.plateNumber,
    listAt: read.at,
    passAt: read.at,
  });
  if (list?.list === 'white' || pass) return null;
  const stay = {
    companyId: read.companyId,
    parkId: read.parkId,
    plateNumber: read.plateNumber,
    plateColor: read.plateColor,
    carKind: carKind.values.temporary,
    carTypeId: read.carTypeId,
    areaId: read.areaId,
    inTime: read.at,
    outGateId: read.gateId,
    outImage: read.imagePath,
    outPlateNumber: read.plateNumber,
    fee: charge,
    noEntryFee: charge,
    paid: 0,
  };
  if (charge === 0) {
    const recordId = writes.newStay(facts.newStayId, {
      ...stay,
      state: stayState.values.left,
      outTime: read.at,
      payWay: payWay.values.free,
      remark: '出场未匹配到入场记录，按停车场设置免费放行',
    });
    return answerOf(read, gateVerdict.values.open, displays.goodbye(read.plateNumber, 0, 0), {
      recordId,
      feeFen: 0,
      owedFen: 0,
    });
  }
  const recordId = writes.newStay(facts.newStayId, {
    ...stay,
    state: stayState.values.inside,
    remark: '出场未匹配到入场记录，按无入场记录收费',
  });
  // it is inside until it leaves, as every open stay is, and gives the stall back when it does
  writes.stalls.take(read.parkId, read.areaId);
  const onlineOrderId = writes.exitOrder({ ...stay, id: recordId }, charge, read.at, null);
  return answerOf(read, gateVerdict.values.pay, displays.noEntryCharge(read.plateNumber, charge), {
    recordId,
    feeFen: charge,
    owedFen: charge,
    onlineOrderId,
    payUrl: `${app.config.publicBaseUrl}/pay/${encodeURIComponent(onlineOrderId)}`,
  });
}
