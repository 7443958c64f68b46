import { type ResourceDef, resources } from '@parking/resources';
import type { EngineTable } from './columns';
import { hourSummaryTables } from './hour-summary-tables';
import { internalTables } from './internal-tables';
import { type ResourceTable, resourceTable } from './resource-table';

/** The table of each resource, by table name. */
const byTable = new Map<string, ResourceTable>(resources.map((r) => [r.table, resourceTable(r)]));

/** The table of a declaration, typed by it. */
export function tableOf<D extends ResourceDef>(def: D): ResourceTable<D> {
  const t = byTable.get(def.table);
  if (!t) throw new Error(`no table for resource ${def.module}`);
  return t as unknown as ResourceTable<D>;
}

/** The table of any declaration as the engine sees it (columns by name, rows as records). */
export const engineTableOf = (def: ResourceDef): EngineTable => tableOf(def) as unknown as EngineTable;

/** Everything migrations create, keyed by a unique name (for drizzle-kit). */
export const allTables: Record<string, unknown> = {
  ...Object.fromEntries(resources.map((r) => [`resource:${r.module}`, byTable.get(r.table)])),
  ...internalTables,
  ...hourSummaryTables,
};
