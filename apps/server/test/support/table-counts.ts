import { resources } from '@parking/resources';
import type { TestApp } from './test-app';

/** The logs of operations and of API calls, which record refusals too (and the API log a moment after the call). */
const logs = new Set(['parkoperatelog', 'blade-log/api']);

/** Live and removed rows of every resource table but the logs. */
export async function tableFingerprint(app: TestApp): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const r of resources) {
    if (logs.has(r.module)) continue;
    const [row] = await app.database.query<{ n: string; d: string; u: string }>(
      `select count(*)::text as n, count(deleted_at)::text as d, coalesce(max(updated_at)::text, '') as u from "${r.table}"`,
    );
    out[r.table] = `${row?.n}/${row?.d}/${row?.u}`;
  }
  return out;
}
