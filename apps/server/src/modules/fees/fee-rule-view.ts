import {
  areaFeeRuleResource,
  enabledState,
  feePeriodResource,
  feeStepResource,
  parkFeeRuleResource,
} from '@parking/resources';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Row } from '../../crud/hooks';
import { visibleConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import type { Db } from '../../db/connection';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { periodsByAreaRule } from './fee-rule-store';

/** An area rule as the console's editor loads it: its fields, its periods in order, each with its steps. */
export type RuleView = Row & { periods: (Row & { steps: Row[] })[] };

/** A rule set with its rules; `inUse`: the set the park prices stays with now. */
export type RuleSetView = Row & { inUse: boolean; rules: RuleView[] };

/** Area rule rows with their periods and steps, serialized as the API answers each row. */
export async function ruleViews(db: Db, timeZone: string, rows: RowOf<typeof areaFeeRuleResource>[]) {
  const rule = rowSerializer(areaFeeRuleResource, timeZone);
  const period = rowSerializer(feePeriodResource, timeZone);
  const step = rowSerializer(feeStepResource, timeZone);
  const periods = await periodsByAreaRule(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(
    (r): RuleView => ({
      ...rule(r),
      periods: (periods.get(r.id) ?? []).map((p) => ({
        ...period(p.row),
        steps: [...p.steps].sort((a, b) => a.fromMinute - b.fromMinute).map(step),
      })),
    }),
  );
}

/**
 * A park's rule sets, newest first, each with its rules (area rules, periods, steps). The park must be
 * visible to the caller; the set marked in use is the one `loadParkPricing` picks.
 */
export async function parkRuleSets(db: Db, access: Access, timeZone: string, parkId: number): Promise<RuleSetView[]> {
  const sets = tableOf(parkFeeRuleResource);
  const setRows = (await db
    .select()
    .from(sets)
    .where(and(eq(sets.parkId, parkId), visibleConditions(parkFeeRuleResource, access)))
    .orderBy(asc(sets.id))) as RowOf<typeof parkFeeRuleResource>[];
  const areaRules = tableOf(areaFeeRuleResource);
  const ruleRows = setRows.length
    ? ((await db
        .select()
        .from(areaRules)
        .where(
          and(
            inArray(
              areaRules.feeRuleId,
              setRows.map((s) => s.id),
            ),
            visibleConditions(areaFeeRuleResource, access),
          ),
        )
        .orderBy(asc(areaRules.sort), asc(areaRules.id))) as RowOf<typeof areaFeeRuleResource>[])
    : [];
  const views = await ruleViews(db, timeZone, ruleRows);
  const enabled = setRows.filter((s) => s.state === enabledState.values.enabled).map((s) => s.id);
  const inUse = enabled.length ? Math.max(...enabled) : null;
  const set = rowSerializer(parkFeeRuleResource, timeZone);
  return setRows.reverse().map((s) => ({
    ...set(s),
    inUse: s.id === inUse,
    rules: views.filter((_, i) => ruleRows[i]?.feeRuleId === s.id),
  }));
}
