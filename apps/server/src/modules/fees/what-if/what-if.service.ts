import { type Lang, parseLocalDateTime } from '@parking/domain';
import { parkResource, stayState } from '@parking/resources';
import { visibleOne } from '../../../crud/visible-rows';
import type { Access, AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { idOf } from '../../../platform/spec-params';
import { monthStays } from './month-stays';
import { type SkipReason, skipReasons, stayWhatIf } from './stay-what-if';
import type { WhatIfInput } from './what-if-input';
import { whatIfPricing } from './what-if-rules';

/** One day's stays (by the day they entered): what they were charged and what the rules tried would ask, in fen. */
export type WhatIfDay = {
  day: string;
  stays: number;
  /** Of them, cars still inside: priced up to the end of the month or now, charged only what they were asked so far. */
  inside: number;
  charged: number;
  whatIf: number;
  difference: number;
};

export type WhatIfAnswer = {
  parkId: number;
  month: string;
  ruleSetId: number | null;
  editedRules: number;
  days: WhatIfDay[];
  totals: Omit<WhatIfDay, 'day'>;
  /** Stays no rule of the tried set fits: the exit lets them out free. */
  noRuleStays: number;
  skipped: { reason: SkipReason; label: string; stays: number }[];
  skippedStays: number;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The local midnights of the month's days and of the next month's first day, in the zone. */
function monthDays(month: string, timeZone: string): { days: string[]; starts: Date[] } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const days = Array.from({ length: count }, (_, i) => `${month}-${pad(i + 1)}`);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01`;
  const starts = [...days, next].map((d) => parseLocalDateTime(`${d} 00:00:00`, timeZone) as Date);
  return { days, starts };
}

/**
 * What the park's stays of a month would have been charged under edited rules, beside what they were
 * charged: one pass over the month's stays in entry order, each priced by the fee engine with the rules
 * compiled once. Days after today are left out.
 */
export async function whatIf(
  app: AppContext,
  access: Access,
  lang: Lang,
  input: WhatIfInput,
  now = new Date(),
): Promise<WhatIfAnswer> {
  const parkId = idOf('park', input as Record<string, unknown>);
  await visibleOne(app.db, parkResource, access, parkId);
  const timeZone = app.config.timeZone;
  const { days, starts } = monthDays(input.month, timeZone);
  const monthStart = starts[0] as Date;
  const monthEnd = starts[days.length] as Date;
  if (monthStart > now) {
    throw badRequest({ zh: '月份(month): 不能是将来的月份', en: 'Month(month): cannot be a month to come' });
  }
  const pricing = await whatIfPricing(app.db, access, parkId, input.feeRuleId, input.rules ?? []);
  const insideUntil = monthEnd < now ? monthEnd : now;
  const rows: WhatIfDay[] = days.map((day) => ({ day, stays: 0, inside: 0, charged: 0, whatIf: 0, difference: 0 }));
  const skipped = new Map<SkipReason, number>();
  let noRuleStays = 0;
  let dayIndex = 0;
  for await (const batch of monthStays(app.db, access, parkId, monthStart, monthEnd)) {
    for (const stay of batch) {
      while (dayIndex < days.length - 1 && stay.inTime >= (starts[dayIndex + 1] as Date)) dayIndex++;
      const inside = stay.state === stayState.values.inside || stay.outTime == null;
      const outcome = stayWhatIf(stay, inside ? insideUntil : (stay.outTime as Date), pricing, timeZone);
      if ('skip' in outcome) {
        skipped.set(outcome.skip, (skipped.get(outcome.skip) ?? 0) + 1);
        continue;
      }
      const row = rows[dayIndex] as WhatIfDay;
      row.stays++;
      if (inside) row.inside++;
      row.charged += stay.fee ?? 0;
      row.whatIf += outcome.fen;
      if (outcome.noRule) noRuleStays++;
    }
  }
  const shown = rows.filter((_, i) => (starts[i] as Date) <= now);
  const totals = { stays: 0, inside: 0, charged: 0, whatIf: 0, difference: 0 };
  for (const row of shown) {
    row.difference = row.whatIf - row.charged;
    totals.stays += row.stays;
    totals.inside += row.inside;
    totals.charged += row.charged;
    totals.whatIf += row.whatIf;
  }
  totals.difference = totals.whatIf - totals.charged;
  const skippedList = [...skipped].map(([reason, stays]) => ({ reason, label: skipReasons[reason][lang], stays }));
  return {
    parkId,
    month: input.month,
    ruleSetId: pricing.ruleSetId,
    editedRules: pricing.edited,
    days: shown,
    totals,
    noRuleStays,
    skipped: skippedList,
    skippedStays: skippedList.reduce((n, s) => n + s.stays, 0),
  };
}
