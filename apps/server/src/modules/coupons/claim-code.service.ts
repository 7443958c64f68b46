import { formatLocalDateTime } from '@parking/domain';
import {
  couponResource,
  couponState,
  derateClaimResource,
  derateCodeResource,
  derateResource,
  enabledState,
  inOutRecordResource,
  parkResource,
} from '@parking/resources';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { saveRow } from '../../crud/save-row';
import type { Db, Tx } from '../../db/connection';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict } from '../../platform/errors';
import { openStays } from '../traffic/gate-decision/open-stay';
import { type Claimant, claimCtx, claimPlate, endOfDay, newCouponCode } from './claim-context';
import { couponValueOf } from './coupon-value';
import { type CodeToken, codeSecret, readCodeToken } from './derate-code-token';
import { fieldMessage } from './params';

type Code = RowOf<typeof derateCodeResource>;
type Derate = RowOf<typeof derateResource>;

const invalid = () => badRequest(fieldMessage('t', '减免码无效', 'the code is not valid'));

/** The signed token's contents, or 400: a forged or altered code is refused before anything is read. */
function tokenOf(app: AppContext, token: string | undefined): CodeToken {
  const t = token ? readCodeToken(codeSecret(app), token) : null;
  if (!t) throw invalid();
  return t;
}

/** The code the token names, with the nonce the token carries (locked when a claim will change it). */
async function codeOf(db: Db | Tx, t: CodeToken, lock: boolean): Promise<Code> {
  const c = tableOf(derateCodeResource);
  const q = db
    .select()
    .from(c)
    .where(and(eq(c.id, t.codeId), isNull(c.deletedAt)));
  const [code] = lock ? await q.for('update') : await q;
  if (!code || code.nonce !== t.nonce) throw invalid();
  return code;
}

async function derateOf(db: Db | Tx, code: Code): Promise<{ derate: Derate; parkName: string }> {
  const d = tableOf(derateResource);
  const p = tableOf(parkResource);
  const [row] = await db
    .select({ derate: d, parkName: p.parkName })
    .from(d)
    .innerJoin(p, eq(p.id, code.parkId))
    .where(and(eq(d.id, code.derateId), isNull(d.deletedAt)));
  if (!row || row.derate.state !== enabledState.values.enabled) {
    throw conflict({ zh: '该减免已停止发放', en: 'this discount is no longer given' });
  }
  return row;
}

/** Why the code cannot be claimed at `now`, or null. */
function spentProblem(t: CodeToken, code: Code, now: Date) {
  if (t.expiresAt <= now || (code.validTo && code.validTo <= now)) {
    return { zh: '减免码已过期', en: 'the code has expired' };
  }
  if ((code.usedCount ?? 0) >= (code.maxUses ?? 1)) {
    return (code.maxUses ?? 1) > 1
      ? { zh: '该减免码已领完', en: 'this code has no claims left' }
      : { zh: '该减免码已被领取', en: 'this code has already been claimed' };
  }
  return null;
}

/** What the scanned code gives, for the claim page before the driver types the plate. */
export async function codeOffer(app: AppContext, token: string | undefined, now = new Date()) {
  const t = tokenOf(app, token);
  const code = await codeOf(app.db, t, false);
  const { derate, parkName } = await derateOf(app.db, code);
  const problem = spentProblem(t, code, now);
  return {
    derateName: derate.derateName,
    parkName,
    ...couponValueOf(derate),
    expiresAt: formatLocalDateTime(
      code.validTo && code.validTo < t.expiresAt ? code.validTo : t.expiresAt,
      app.config.timeZone,
    ),
    claimsLeft: Math.max(0, (code.maxUses ?? 1) - (code.usedCount ?? 0)),
    claimable: problem === null,
    problem,
  };
}

/**
 * Claims a merchant's code for the car of a plate inside the code's park: in one transaction the code is
 * locked and checked (signature, expiry, claims left), the car's open stay found, and a coupon of the derate's
 * value written for the plate at that park (paid for when the merchant bought the code), with the claim log row.
 */
export async function claimCode(app: AppContext, token: string | undefined, who: Claimant) {
  const t = tokenOf(app, token);
  const plate = claimPlate(who.plateNumber);
  return app.db.transaction(async (tx) => {
    const code = await codeOf(tx, t, true);
    const problem = spentProblem(t, code, who.now);
    if (problem) throw conflict(problem);
    const { derate, parkName } = await derateOf(tx, code);
    const s = tableOf(inOutRecordResource);
    // locked, so an exit pricing the stay either sees the coupon or closes the stay before the claim reads it
    const [stay] = await tx
      .select({ id: s.id })
      .from(s)
      .where(openStays(code.parkId, eq(s.plateNumber, plate)))
      .orderBy(desc(s.inTime))
      .limit(1)
      .for('update');
    if (!stay) {
      throw conflict({
        zh: `车牌 ${plate} 的车辆不在停车场「${parkName}」内`,
        en: `no car of this plate is in the park (${plate}, ${parkName})`,
      });
    }
    const log = tableOf(derateClaimResource);
    const [again] = await tx
      .select({ id: log.id })
      .from(log)
      .where(and(eq(log.codeId, code.id), eq(log.recordId, stay.id), isNull(log.deletedAt)))
      .limit(1);
    if (again) {
      throw conflict({ zh: '该车本次停车已领取过此减免码', en: 'this car has claimed this code for its stay already' });
    }
    const ctx = claimCtx(app, tx, code.companyId, who.lang);
    const validTo = endOfDay(who.now, app.config.timeZone);
    const { row: coupon } = await saveRow(ctx, couponResource, {
      companyId: code.companyId,
      code: newCouponCode(),
      derateId: derate.id,
      sellerId: code.sellerId,
      parkId: code.parkId,
      plateNumber: plate,
      ...couponValueOf(derate),
      price: 0,
      state: couponState.values.normal,
      validFrom: who.now,
      validTo,
      remark: `减免码 ${code.id}`,
    } as never);
    const c = tableOf(derateCodeResource);
    await tx
      .update(c)
      .set({ usedCount: sql`${c.usedCount} + 1`, lastClaimAt: who.now })
      .where(eq(c.id, code.id));
    await saveRow(ctx, derateClaimResource, {
      companyId: code.companyId,
      plateNumber: plate,
      claimedAt: who.now,
      derateId: derate.id,
      codeId: code.id,
      couponId: coupon.id,
      sellerId: code.sellerId,
      parkId: code.parkId,
      recordId: stay.id,
      ip: who.ip.slice(0, 64),
    } as never);
    return {
      couponId: coupon.id,
      couponCode: coupon.code,
      plateNumber: plate,
      parkName,
      derateName: derate.derateName,
      ...couponValueOf(derate),
      validTo: formatLocalDateTime(validTo, app.config.timeZone),
    };
  });
}
