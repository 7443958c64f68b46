import { allFields, type Field, listRoutePath, type ResourceDef, refParent, routeUrl } from '@parking/resources';
import { call, type TestApp } from './test-app';

let serial = 0;

/**
 * Fields whose valid values depend on each other (a fee period is the whole day; a ladder step starts after
 * the demo period's first hour, on a whole unit; only ladder rules set a cycle; calendars are lists of dates).
 */
const fixedSamples: Record<string, (variant: number) => unknown> = {
  // a big-screen layout's tiles: one figure in the grid's first cell
  tiles: (variant) => [{ figure: variant % 2 ? 'fee15' : 'firstPayMoney', x: 0, y: 0, w: 1, h: 1 }],
  startMinute: () => 0,
  endMinute: () => 1440,
  fromMinute: (variant) => 600 + 60 * variant,
  cycleMinutes: () => undefined,
  holidays: (variant) => `2026-10-0${1 + (variant % 7)}`,
  workdays: () => undefined,
  untilTime: (variant) => `1${variant % 10}:30`,
};

/** A valid value for a field, different on every call. */
export function sampleValue(key: string, field: Field, variant = 0): unknown {
  const n = ++serial;
  const fixed = fixedSamples[key];
  if (fixed) return fixed(variant);
  // a text field holding a list of plates takes plates
  if (key === 'plateNumbers') return `沪B${String(10000 + ((n * 13 + variant) % 89999)).slice(-5)}`;
  switch (field.kind) {
    case 'text': {
      if (field.secret) return `Secret${n}x${variant}9`;
      const base = `t${n}v${variant}_${key.toLowerCase()}`.replace(/[^a-z0-9_]/g, '');
      return base.padEnd(field.min ?? 1, 'x').slice(0, field.max);
    }
    case 'phone':
      return `139${String(10000000 + n).slice(-8)}`;
    case 'plate':
      return `沪A${String(10000 + ((n * 7 + variant) % 89999)).slice(-5)}`;
    case 'int':
      return Math.min(field.max ?? 1000, Math.max(field.min ?? 0, 1 + variant));
    case 'money':
      return 100 + variant;
    case 'bool':
      return variant % 2 === 0;
    case 'dict': {
      const items = field.dict.items;
      if (variant === 0 && field.default !== undefined) return field.default;
      return items[variant % items.length]?.value;
    }
    case 'datetime':
      return `2026-11-2${variant % 10} 08:0${variant % 10}:00`;
    case 'date':
      return `2026-12-0${1 + (variant % 9)}`;
    case 'decimal':
      return 1.5 + variant;
    case 'json':
      return { sample: n };
    case 'ref':
      return undefined;
  }
}

/** The id of some row of the target resource the caller can see (sharing the filter's values, if given). */
export async function someVisibleId(
  app: TestApp,
  token: string,
  module: string,
  def: ResourceDef,
  filter: Record<string, unknown> = {},
): Promise<number | undefined> {
  const res = await call<{ data: { id: number }[] }>(
    app,
    'GET',
    routeUrl({ module }, listRoutePath(def.routes.list[0] ?? 'list')),
    {
      token,
      query: { size: 1, ...filter },
    },
  );
  return res.body.data?.data?.[0]?.id;
}

/**
 * A complete, valid submit body for a resource (references point at visible rows, of the row's own park or
 * company where the reference has a parent); `given` values are taken as they are.
 */
export async function sampleBody(
  app: TestApp,
  token: string,
  def: ResourceDef,
  lookup: (module: string) => ResourceDef | undefined,
  variant = 0,
  given: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = { ...given };
  for (const [key, field] of Object.entries(allFields(def))) {
    if (field.readOnly || key === 'companyId' || key in given) continue;
    if (field.kind === 'ref') {
      const target = lookup(field.to);
      if (field.to === def.module || !target) continue;
      const parent = refParent(def, key, target);
      const filter = parent && body[parent] != null ? { [parent]: body[parent] } : {};
      body[key] = await someVisibleId(app, token, field.to, target, filter);
      continue;
    }
    body[key] = sampleValue(key, field, variant);
  }
  return body;
}
