import { addDays, daysBetween, type Message } from '@parking/domain';
import { type DictValue, passRenewalKind, passState, payWay } from '@parking/resources';
import type { WriteCtx } from '../../crud/save-row';
import type { Tx } from '../../db/connection';
import type { Access, AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { recordPassPeriod } from './pass-ledger.service';
import { lockedPass, type Pass, serializePass, updatePass } from './pass-rows';
import { endOfDay, localDate, todayIn } from './pass-time';

const states = passState.values;

/** How a refusal names the state a pass is in. */
const stateName: Record<DictValue<typeof passState>, Message> = {
  [states.pending]: { zh: '待审核', en: 'awaiting review' },
  [states.active]: { zh: '正常', en: 'normal' },
  [states.endingSoon]: { zh: '即将到期', en: 'ending soon' },
  [states.paused]: { zh: '暂停', en: 'paused' },
  [states.stopped]: { zh: '停用', en: 'stopped' },
  [states.expired]: { zh: '已过期', en: 'expired' },
  [states.refused]: { zh: '已拒绝', en: 'refused' },
};

const unknownState: Message = { zh: '未知', en: 'unknown' };

function refuseFrom(pass: Pass, action: Message): never {
  const s = pass.state == null ? unknownState : stateName[pass.state];
  throw badRequest({
    zh: `月卡 ${pass.plateNumber} 当前为${s.zh}状态，不能${action.zh}`,
    en: `pass ${pass.plateNumber} is ${s.en} and cannot be ${action.en}`,
  });
}

type PassChange = Partial<Pick<Pass, 'state' | 'pausedAt' | 'endTime' | 'remark'>>;

const change = async (app: AppContext, tx: Tx, grantId: number, set: PassChange) =>
  serializePass(await updatePass(tx, grantId, set), app.config.timeZone);

/** tempStop: an active pass is paused; the days it stays paused are given back when it is recovered. */
export async function pausePass({ app, tx, access }: WriteCtx, grantId: number) {
  const pass = await lockedPass(tx, access, grantId);
  if (pass.state !== states.active) refuseFrom(pass, { zh: '暂停', en: 'paused' });
  return change(app, tx, grantId, { state: states.paused, pausedAt: new Date() });
}

/** stop: an active or paused pass stops for good; recovering it later gives no days back. */
export async function stopPass({ app, tx, access }: WriteCtx, grantId: number) {
  const pass = await lockedPass(tx, access, grantId);
  if (pass.state !== states.active && pass.state !== states.paused) refuseFrom(pass, { zh: '停用', en: 'stopped' });
  return change(app, tx, grantId, { state: states.stopped, pausedAt: null });
}

/**
 * recorve: a paused pass is active again and its end moves on by the calendar days it was paused, a move
 * its ledger records at no charge.
 */
export async function recoverPass(ctx: WriteCtx, grantId: number) {
  const { app, tx, access } = ctx;
  const tz = app.config.timeZone;
  const pass = await lockedPass(tx, access, grantId);
  if (pass.state === states.stopped)
    return { ...(await change(app, tx, grantId, { state: states.active })), pausedDays: 0 };
  if (pass.state !== states.paused) refuseFrom(pass, { zh: '恢复', en: 'recovered' });
  const pausedOn = pass.pausedAt ? localDate(pass.pausedAt, tz) : todayIn(tz);
  const pausedDays = Math.max(0, daysBetween(pausedOn, todayIn(tz)));
  const endTime = pausedDays > 0 ? endOfDay(addDays(localDate(pass.endTime, tz), pausedDays), tz) : pass.endTime;
  const answer = await change(app, tx, grantId, { state: states.active, pausedAt: null, endTime });
  if (pausedDays > 0) {
    await recordPassPeriod(ctx, {
      pass,
      reason: passRenewalKind.values.pausedDays,
      payWay: payWay.values.free,
      money: 0,
      months: 0,
      days: pausedDays,
      oldEnd: pass.endTime,
      newEnd: endTime,
    });
  }
  return { ...answer, pausedDays };
}

/** pass: a pass awaiting review is approved or refused, with the reviewer's remark. */
export async function reviewPass(
  app: AppContext,
  tx: Tx,
  access: Access,
  grantId: number,
  approve: boolean,
  remark: string | undefined,
) {
  const pass = await lockedPass(tx, access, grantId);
  if (pass.state !== states.pending) refuseFrom(pass, { zh: '审核', en: 'reviewed' });
  const state = approve ? states.active : states.refused;
  return change(app, tx, grantId, remark ? { state, remark: remark.slice(0, 200) } : { state });
}
