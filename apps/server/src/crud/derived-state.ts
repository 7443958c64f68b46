import { type DerivedState, derivedStates, paramResource, type ResourceDef } from '@parking/resources';
import { and, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { col, colsOf } from '../db/columns';
import type { Db } from '../db/connection';
import { engineTableOf, tableOf } from '../db/schema';

/** What deriving states needs at the moment of a call: the time, and each rule's notice days. */
export type Derivation = { now: Date; noticeDays: Map<string, number> };

const maxNoticeDays = 3650;

/** A notice-days parameter as stored, if it is a whole number of days the product accepts. */
const days = (value: string | undefined, fallback: number) => {
  const n = value !== undefined && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n <= maxNoticeDays ? n : fallback;
};

/** The derivation of a resource's states now, or undefined when none of its fields is derived. */
export async function derivationFor(db: Db, def: ResourceDef): Promise<Derivation | undefined> {
  const rules = derivedStates(def);
  if (rules.length === 0) return undefined;
  const keys = rules.flatMap(([, r]) => (r.noticeDays ? [r.noticeDays.param] : []));
  const t = tableOf(paramResource);
  const stored = keys.length
    ? await db
        .select({ key: t.paramKey, value: t.paramValue })
        .from(t)
        .where(and(inArray(t.paramKey, keys), isNull(t.deletedAt)))
    : [];
  const byKey = new Map(stored.map((p) => [p.key, p.value]));
  const noticeDays = new Map(
    rules.map(([field, r]) => [field, r.noticeDays ? days(byKey.get(r.noticeDays.param), r.noticeDays.days) : 0]),
  );
  return { now: new Date(), noticeDays };
}

/** The notice days of a rule as SQL, read from the parameters in the query itself, so a filter needs no round trip. */
function noticeDaysSql(rule: DerivedState): SQL {
  if (!rule.noticeDays) return sql`0`;
  const t = tableOf(paramResource);
  const { param, days: fallback } = rule.noticeDays;
  return sql`coalesce((select case when ${t.paramValue} ~ '^\\s*\\d{1,4}\\s*$' then trim(${t.paramValue})::int end
    from ${t} where ${t.paramKey} = ${param} and ${t.deletedAt} is null limit 1), ${fallback})`;
}

/**
 * Rows whose state, as answered, is the value asked for: the past value covers rows stored so and rows the
 * rule moved there; a value the rule applies to excludes rows it moved away.
 */
export function derivedFilter(def: ResourceDef, key: string, rule: DerivedState, value: unknown): SQL {
  const numeric = typeof rule.past === 'number';
  const values = String(value)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => (numeric ? Number(v) : v));
  return (or(...values.map((v) => derivedCondition(def, key, rule, v))) ?? sql`false`) as SQL;
}

function derivedCondition(def: ResourceDef, key: string, rule: DerivedState, v: unknown): SQL {
  const c = colsOf(engineTableOf(def));
  const state = col(c, key);
  const at = col(c, rule.from);
  const now = new Date();
  const soonEnd = sql`${now.toISOString()}::timestamptz + make_interval(days => ${noticeDaysSql(rule)})`;
  const applies = inArray(state, [...rule.applies] as never[]);
  if (v === rule.past) return or(eq(state, v as never), and(applies, lt(at, now as never))) as SQL;
  if (rule.soon !== undefined && v === rule.soon) {
    return and(applies, gte(at, now as never), sql`${at} < ${soonEnd}`) as SQL;
  }
  if (rule.applies.includes(v as never)) {
    const still = rule.soon !== undefined ? sql`${at} >= ${soonEnd}` : gte(at, now as never);
    return and(eq(state, v as never), or(isNull(at), still)) as SQL;
  }
  return eq(state, v as never);
}
