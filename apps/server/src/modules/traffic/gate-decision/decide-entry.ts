import { eq } from 'drizzle-orm';
import type { Row } from '../../../crud/hooks';
import { tableOf } from '../../../db/schema';
import type { AppContext, Tx } from '../../../platform/context';
import { displays } from './display-text';
import { answerOf, type GateAnswer, type GateRead, verdicts } from './gate-answer';
import type { GateFacts } from './gate-facts';
import { openStayOf, stayStates } from './open-stay';
import { releaseStall, takeFreeStall, takeStall } from './stall-ledger';

const kindNames: Record<number, string> = { 0: '临时车', 1: '月租车', 5: '白名单' };

/**
 * A car at an entry gate: black list refuses; white list and monthly passes open; a temporary car
 * opens when the gate takes temporary cars and the area and park have a free stall.
 */
export async function decideEntry(app: AppContext, tx: Tx, read: GateRead, facts: GateFacts): Promise<GateAnswer> {
  const { list, pass } = await app.gatePorts.standing(tx, {
    parkId: read.parkId,
    areaId: read.areaId,
    plate: read.plateNumber,
    listAt: read.at,
    passAt: read.at,
  });
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
    if (!(await takeFreeStall(tx, read.parkId, read.areaId))) {
      return answerOf(read, verdicts.refuse, displays.full(read.plateNumber), { reason: 'full' });
    }
  }
  if (facts.openStayId != null) await closeForgottenStay(tx, read);
  // a temporary car took its stall above; a pass or listed car may enter a full park
  if (carKind !== 0) await takeStall(tx, read.parkId, read.areaId);
  const t = tableOf('parkIORecord');
  const [stay] = (await tx
    .insert(t)
    .values({
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
    })
    .returning({ id: t.id })) as Row[];
  return answerOf(read, verdicts.open, displays.welcome(read.plateNumber, kindNames[carKind] ?? ''), {
    recordId: Number(stay?.id),
    carKind,
  });
}

/**
 * The car is entering while an earlier stay of it is still open: its exit was missed. That stay waits
 * for an operator, and its stall is given back (the car is one car).
 */
async function closeForgottenStay(tx: Tx, read: GateRead): Promise<void> {
  const old = await openStayOf(tx, read.parkId, read.plateNumber);
  if (!old) return;
  const t = tableOf('parkIORecord');
  await tx
    .update(t)
    .set({ state: stayStates.manualConfirm, remark: '未记录出场即再次入场', updatedAt: new Date() })
    .where(eq(t.id, Number(old.id)));
  await releaseStall(tx, read.parkId, (old.areaId as number | null) ?? null);
}
