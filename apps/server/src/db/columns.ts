import type { PgColumn } from 'drizzle-orm/pg-core';

/** The columns of a table built from a declaration, for code that works on any resource. */
export type Cols = {
  id: PgColumn;
  companyId: PgColumn;
  parkId: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
  deletedAt: PgColumn;
  [key: string]: PgColumn | undefined;
};

export const colsOf = (table: unknown): Cols => table as Cols;

export function col(cols: Cols, key: string): PgColumn {
  const c = cols[key];
  if (!c) throw new Error(`no column ${key}`);
  return c;
}
