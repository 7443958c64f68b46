import { resources } from '@parking/resources';
import type { TestApp } from './test-app';

/** The logs of operations and of API calls, which record refusals too (and the API log a moment after the call). */
const logs = new Set(['parkoperatelog', 'blade-log/api']);

let statement: string | null = null;

/** Live and removed rows of every resource table but the logs, read in one statement. */
export async function tableFingerprint(app: TestApp): Promise<Record<string, string>> {
  statement ??= [...new Set(resources.filter((r) => !logs.has(r.module) && r.table).map((r) => r.table))]
    .map(
      (table) =>
        `select '${table}' as t, count(*)::text || '/' || count(deleted_at)::text || '/' || coalesce(max(updated_at)::text, '') as f from "${table}"`,
    )
    .join(' union all ');
  const rows = await app.database.query<{ t: string; f: string }>(statement);
  return Object.fromEntries(rows.map((r) => [r.t, r.f]));
}
