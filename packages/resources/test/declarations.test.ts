import { describe, expect, it } from 'vitest';
import { allFields, dictionaryByCode, resourceByModule, resources, submitSchema } from '../src';

describe('the resource declarations', () => {
  it('name each module, table and menu path once', () => {
    const unique = (xs: unknown[]) => new Set(xs).size === xs.length;
    expect(unique(resources.map((r) => r.module))).toBe(true);
    expect(unique(resources.map((r) => r.table))).toBe(true);
    expect(unique(resources.filter((r) => r.menu).map((r) => r.menu?.path))).toBe(true);
  });

  it.each(resources.map((r) => [r.module, r] as const))(
    '%s refers only to known resources and dictionaries',
    (_m, def) => {
      for (const [key, f] of Object.entries(allFields(def))) {
        if (f.kind === 'ref') expect(resourceByModule.has(f.to), `${key} → ${f.to}`).toBe(true);
        if (f.kind === 'dict') expect(dictionaryByCode.get(f.dict.code), `${key} → ${f.dict.code}`).toBe(f.dict);
      }
    },
  );

  it.each(resources.map((r) => [r.module, r] as const))(
    '%s requires its required fields when adding only',
    (_m, def) => {
      const required = Object.entries(allFields(def))
        .filter(([, f]) => f.required && !f.readOnly)
        .map(([k]) => k);
      const add = submitSchema(def, 'add').safeParse({});
      const missing = add.success ? [] : add.error.issues.map((i) => String(i.path[0]));
      expect(missing.sort()).toEqual(required.sort());
      expect(submitSchema(def, 'update').safeParse({}).success).toBe(true);
    },
  );

  it('dictionary values are unique within each dictionary', () => {
    for (const d of dictionaryByCode.values()) expect(new Set(d.items.map((i) => i.value)).size).toBe(d.items.length);
  });
});
