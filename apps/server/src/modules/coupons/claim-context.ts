import { randomBytes } from 'node:crypto';
import { capPeriodStart, isNoPlate, type Lang, normalizePlate, plateProblem } from '@parking/domain';
import type { WriteCtx } from '../../crud/save-row';
import type { Tx } from '../../db/connection';
import type { Access, AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { fieldMessage } from './params';

/** What a driver claiming a code or coupon brings: no account, only the plate, the address and the time. */
export type Claimant = { plateNumber: string | undefined; ip: string; now: Date; lang: Lang };

/**
 * The claim writes as the product itself, within the company whose merchant paid: the engine's write path
 * then checks the claim's references inside that company as for anyone else.
 */
function claimAccess(companyId: number): Access {
  return {
    sessionId: 0,
    userId: 0,
    username: 'claim',
    level: 'company',
    companyId,
    activeCompanyId: companyId,
    companies: [companyId],
    parkIds: null,
    roles: [],
    permissions: new Set(),
  };
}

export const claimCtx = (app: AppContext, tx: Tx, companyId: number, lang: Lang): WriteCtx => ({
  app,
  tx,
  access: claimAccess(companyId),
  lang,
});

/** The plate as stored, or 400 naming it: a car without a plate cannot be told from another. */
export function claimPlate(text: string | undefined): string {
  const plate = normalizePlate(text ?? '');
  const problem = plateProblem(plate);
  if (problem) throw badRequest(fieldMessage('plateNumber', problem.zh, problem.en));
  if (isNoPlate(plate)) {
    throw badRequest(fieldMessage('plateNumber', '无牌车不能领取', 'a car without a plate cannot claim'));
  }
  return plate;
}

/** The last second of the day holding `now`, in the operators' zone. */
export function endOfDay(now: Date, timeZone: string): Date {
  const today = capPeriodStart(now, 'day', timeZone);
  const tomorrow = capPeriodStart(new Date(today.getTime() + 36 * 3_600_000), 'day', timeZone);
  return new Date(tomorrow.getTime() - 1000);
}

export const newCouponCode = (): string => randomBytes(8).toString('hex').toUpperCase();
