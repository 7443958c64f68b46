import type { ColumnBaseConfig, ColumnDataType } from 'drizzle-orm';
import type { PgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';

type AnyColumn = PgColumn<ColumnBaseConfig<ColumnDataType, string>>;

/**
 * A resource's table seen by the engine, which works on every declaration alike: columns by name, rows as
 * records. Modules use the typed table of their declaration (`tableOf(def)`) instead.
 */
export type EngineTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: 'pg';
  columns: Record<string, AnyColumn>;
}>;

/** The columns of a table built from a declaration, for code that works on any resource. */
export type Cols = {
  id: AnyColumn;
  companyId: AnyColumn;
  parkId: AnyColumn;
  createdAt: AnyColumn;
  updatedAt: AnyColumn;
  deletedAt: AnyColumn;
  [key: string]: AnyColumn | undefined;
};

export const colsOf = (table: unknown): Cols => table as Cols;

export function col(cols: Cols, key: string): AnyColumn {
  const c = cols[key];
  if (!c) throw new Error(`no column ${key}`);
  return c;
}
