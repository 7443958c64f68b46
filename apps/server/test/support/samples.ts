import { allFields, dictionaryByCode, type Field, type ResourceDef } from '@parking/resources';
import { call, type TestApp } from './test-app';

let serial = 0;

/** A valid value for a field, different on every call. */
export function sampleValue(key: string, field: Field, variant = 0): unknown {
  const n = ++serial;
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
      const items = dictionaryByCode.get(field.dict)?.items ?? [];
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

/** The id of some row of the target resource the caller can see. */
export async function someVisibleId(
  app: TestApp,
  token: string,
  module: string,
  def: ResourceDef,
): Promise<number | undefined> {
  const listPath = def.routes.list[0];
  const path = typeof listPath === 'string' ? listPath : listPath?.path;
  const res = await call<{ data: { id: number }[] }>(app, 'GET', `/api/updown/${module}/${path}`, {
    token,
    query: { size: 1 },
  });
  return res.body.data?.data?.[0]?.id;
}

/** A complete, valid submit body for a resource (references point at visible rows). */
export async function sampleBody(
  app: TestApp,
  token: string,
  def: ResourceDef,
  lookup: (module: string) => ResourceDef | undefined,
  variant = 0,
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(allFields(def))) {
    if (field.readOnly || key === 'companyId') continue;
    if (field.kind === 'ref') {
      const target = lookup(field.to);
      if (field.to === def.module || !target) continue;
      body[key] = await someVisibleId(app, token, field.to, target);
      continue;
    }
    body[key] = sampleValue(key, field, variant);
  }
  return body;
}
