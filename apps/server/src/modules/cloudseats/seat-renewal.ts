import { formatLocalDate } from '@parking/domain';
import type { seatGateGrantResource, seatParkGrantResource } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import type { Row } from '../../crud/hooks';
import { saveRow, type WriteCtx } from '../../crud/save-row';
import { visibleConditions } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';

type GrantDef = typeof seatParkGrantResource | typeof seatGateGrantResource;

/** yyyy-MM-dd plus whole months, kept to the month's last day (01-31 plus one month is 02-28). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/**
 * Renews the seat grant of a park or gate: its end day moves to newEndDate, or by whole months from its end
 * (from today when it has already ended). A renewal never shortens a grant; it is one write, in the log.
 */
export async function renewSeatGrant(
  ctx: WriteCtx,
  def: GrantDef,
  key: { parkId: number } | { gateId: number },
  how: { months?: number | undefined; newEndDate?: string | undefined },
): Promise<Row> {
  const t = tableOf(def) as ReturnType<typeof tableOf<typeof seatGateGrantResource>>;
  const [keyName, keyValue] = Object.entries(key)[0] as ['parkId' | 'gateId', number];
  const [grant] = await ctx.tx
    .select({ id: t.id, endDate: t.endDate })
    .from(t)
    .where(and(visibleConditions(def, ctx.access), eq(t[keyName], keyValue)));
  if (!grant) throw notFound(def.label, keyValue);
  const today = formatLocalDate(new Date(), ctx.app.config.timeZone);
  const end = String(grant.endDate);
  let next: string;
  if (how.newEndDate) {
    if (how.newEndDate <= end) {
      throw badRequest({
        zh: `新到期日期(newEndDate): 须晚于当前到期日期 ${end}`,
        en: `New end date(newEndDate): must be after the current end ${end}`,
      });
    }
    next = how.newEndDate;
  } else if (how.months) {
    next = addMonths(end < today ? today : end, how.months);
  } else {
    throw badRequest({
      zh: '续期月数(months): 须填写续期月数或新到期日期(newEndDate)',
      en: 'Months(months): give the months to add or a new end date (newEndDate)',
    });
  }
  const saved = await saveRow(ctx, def as typeof seatGateGrantResource, { endDate: next } as never, { id: grant.id });
  return saved.answer;
}
