import { resources } from '@parking/resources';
import { internalTables } from './internal-tables';
import { type ResourceTable, resourceTable } from './resource-table';

/** The table of each resource, by module name. */
export const resourceTables = new Map<string, ResourceTable>(resources.map((r) => [r.module, resourceTable(r)]));

export const tableOf = (module: string): ResourceTable => {
  const t = resourceTables.get(module);
  if (!t) throw new Error(`no table for resource ${module}`);
  return t;
};

/** Everything migrations create, keyed by a unique name (for drizzle-kit). */
export const allTables: Record<string, unknown> = {
  ...Object.fromEntries([...resourceTables].map(([module, t]) => [`resource:${module}`, t])),
  ...internalTables,
};
