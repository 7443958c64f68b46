import { addDays, daysBetween, type Message } from '@parking/domain';
import { eq } from 'drizzle-orm';
import type { Row } from '../../crud/hooks';
import type { Access, AppContext, Tx } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { passes, passFor, serializePass } from './pass-rows';
import { endOfDay, localDate, todayIn } from './pass-time';

export const passStates = { pending: 0, normal: 1, paused: 2, stopped: 3, expired: 4, refused: 5 } as const;

const stateName: Record<number, Message> = {
  0: { zh: '待审核', en: 'awaiting review' },
  1: { zh: '正常', en: 'normal' },
  2: { zh: '暂停', en: 'paused' },
  3: { zh: '停用', en: 'stopped' },
  4: { zh: '已过期', en: 'expired' },
  5: { zh: '已拒绝', en: 'refused' },
};

function refuseFrom(pass: Row, action: Message): never {
  const s = stateName[Number(pass.state)] ?? { zh: String(pass.state), en: String(pass.state) };
  throw badRequest({
    zh: `月卡 ${pass.plateNumber} 当前为${s.zh}状态，不能${action.zh}`,
    en: `pass ${pass.plateNumber} is ${s.en} and cannot be ${action.en}`,
  });
}

async function save(app: AppContext, tx: Tx, access: Access, id: number, set: Row) {
  const t = passes();
  const [row] = (await tx
    .update(t)
    .set({ ...set, updatedAt: new Date(), updatedBy: access.userId })
    .where(eq(t.id, id))
    .returning()) as Row[];
  return serializePass(row as Row, app.config.timeZone);
}

/** tempStop: a normal pass is paused; the days it stays paused are given back when it is recovered. */
export async function pausePass(app: AppContext, tx: Tx, access: Access, grantId: number) {
  const pass = await passFor(tx, access, grantId, true);
  if (Number(pass.state) !== passStates.normal) refuseFrom(pass, { zh: '暂停', en: 'paused' });
  return save(app, tx, access, grantId, { state: passStates.paused, pausedAt: new Date() });
}

/** stop: a normal or paused pass stops for good; recovering it later gives no days back. */
export async function stopPass(app: AppContext, tx: Tx, access: Access, grantId: number) {
  const pass = await passFor(tx, access, grantId, true);
  const s = Number(pass.state);
  if (s !== passStates.normal && s !== passStates.paused) refuseFrom(pass, { zh: '停用', en: 'stopped' });
  return save(app, tx, access, grantId, { state: passStates.stopped, pausedAt: null });
}

/** recorve: a paused pass is normal again and its end moves on by the calendar days it was paused. */
export async function recoverPass(app: AppContext, tx: Tx, access: Access, grantId: number) {
  const tz = app.config.timeZone;
  const pass = await passFor(tx, access, grantId, true);
  const s = Number(pass.state);
  if (s === passStates.stopped)
    return { ...(await save(app, tx, access, grantId, { state: passStates.normal })), pausedDays: 0 };
  if (s !== passStates.paused) refuseFrom(pass, { zh: '恢复', en: 'recovered' });
  const pausedOn = localDate(pass.pausedAt as Date | null, tz) ?? todayIn(tz);
  const pausedDays = Math.max(0, daysBetween(pausedOn, todayIn(tz)));
  const end = localDate(pass.endTime as Date, tz) as string;
  const endTime = pausedDays > 0 ? endOfDay(addDays(end, pausedDays), tz) : pass.endTime;
  const answer = await save(app, tx, access, grantId, { state: passStates.normal, pausedAt: null, endTime });
  return { ...answer, pausedDays };
}

/** pass: a pass awaiting review is approved (type 1) or refused (type 2). */
export async function reviewPass(
  app: AppContext,
  tx: Tx,
  access: Access,
  grantId: number,
  approve: boolean,
  remark: string | undefined,
) {
  const pass = await passFor(tx, access, grantId, true);
  if (Number(pass.state) !== passStates.pending) refuseFrom(pass, { zh: '审核', en: 'reviewed' });
  const set: Row = { state: approve ? passStates.normal : passStates.refused };
  if (remark) set.remark = remark.slice(0, 200);
  return save(app, tx, access, grantId, set);
}
