import { type Message, type PassPricing, periodForPassMoney, priceOfMonths, renewedEnd } from '@parking/domain';
import { type DictValue, passKind, passRenewalKind, passState, payWay } from '@parking/resources';
import { badRequest } from '../../platform/errors';
import type { Pass } from './pass-rows';
import { localDate } from './pass-time';

/** How a renewal is bought, as its route names it. */
export type RenewalKind = 'money' | 'month' | 'vip';
export const renewalKindValue = {
  money: passRenewalKind.values.byMoney,
  month: passRenewalKind.values.byMonths,
  vip: passRenewalKind.values.vip,
} as const satisfies Record<RenewalKind, DictValue<typeof passRenewalKind>>;

export type PayWay = DictValue<typeof payWay>;

export type RenewalInput = { kind: RenewalKind; months?: number; money?: number; payWay?: PayWay; remark?: string };

export type RenewalPlan = {
  months: number;
  days: number;
  money: number;
  payWay: PayWay | null;
  /** The latest end among the renewed passes, as a local date (null: none had one). */
  oldEnd: string | null;
  newEnd: string;
};

const refuse = (msg: Message) => badRequest(msg);

/** Why a pass in this state cannot be renewed, or null. */
export function renewalRefusal(pass: Pass): Message | null {
  const plate = pass.plateNumber;
  switch (pass.state) {
    case passState.values.pending:
      return { zh: `月卡 ${plate} 待审核，不能续费`, en: `pass ${plate} awaits review and cannot be renewed` };
    case passState.values.stopped:
      return {
        zh: `月卡 ${plate} 已停用，请先恢复再续费`,
        en: `pass ${plate} is stopped; recover it before renewing`,
      };
    case passState.values.refused:
      return { zh: `月卡 ${plate} 已被拒绝，不能续费`, en: `pass ${plate} was refused and cannot be renewed` };
    default:
      return null;
  }
}

/**
 * What a renewal buys and the end it leads to, for the pass and the passes sharing its group: months are
 * charged as the park prices the pass's kind, and money buys whole periods of the kind before months.
 */
export function planRenewal(
  pass: Pass,
  members: Pass[],
  input: RenewalInput,
  o: { pricing: PassPricing; proRate: boolean; today: string; timeZone: string },
): RenewalPlan {
  const refusal = renewalRefusal(pass);
  if (refusal) throw refuse(refusal);
  let months = 0;
  let days = 0;
  let money = 0;
  let way: PayWay | null = input.payWay ?? payWay.values.cash;
  if (input.kind === 'money') {
    const period = periodForPassMoney(input.money ?? 0, o.pricing, o.proRate);
    if ('zh' in period) throw refuse(period);
    ({ months, days } = period);
    money = input.money ?? 0;
  } else {
    months = input.months ?? 0;
    if (!Number.isInteger(months) || months < 1 || months > 120) {
      throw refuse({
        zh: '续费月数(monthNum): 应为1到120的整数',
        en: 'Months(monthNum): must be a whole number from 1 to 120',
      });
    }
    if (input.kind === 'vip') {
      if (pass.passKind !== passKind.values.vip) {
        throw refuse({
          zh: `月卡类型(passKind): 只有VIP卡可以VIP续期，${pass.plateNumber} 不是VIP卡`,
          en: `Pass kind(passKind): only VIP passes are renewed as VIP; ${pass.plateNumber} is not one`,
        });
      }
      way = payWay.values.free;
    } else {
      money = input.money ?? priceOfMonths(months, o.pricing);
    }
  }
  const oldEnd =
    members
      .map((m) => localDate(m.endTime, o.timeZone))
      .sort()
      .at(-1) ?? null;
  const newEnd = renewedEnd({ currentEnd: oldEnd, today: o.today, months, extraDays: days });
  return { months, days, money, payWay: way, oldEnd, newEnd };
}
