import type { Message } from '@parking/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/connection';

type Diagnostic = { label: Message; run: (tx: Tx) => Promise<Record<string, unknown>[]> };

const read = async (tx: Tx, query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await tx.execute(query));

/**
 * The only statements excuteSqlCommand runs: fixed, read-only questions about the server's own state.
 * SQL text sent by a caller is never executed.
 */
export const diagnostics: Record<string, Diagnostic> = {
  databaseSize: {
    label: { zh: '数据库大小', en: 'Database size' },
    run: (tx) =>
      read(
        tx,
        sql`select current_database() as database, pg_size_pretty(pg_database_size(current_database())) as size`,
      ),
  },
  tableSizes: {
    label: { zh: '各表大小与行数（估计）', en: 'Table sizes and estimated rows' },
    run: (tx) =>
      read(
        tx,
        sql`select c.relname as table, c.reltuples::bigint as estimated_rows,
              pg_size_pretty(pg_total_relation_size(c.oid)) as size
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where c.relkind = 'r' and n.nspname = 'public'
            order by pg_total_relation_size(c.oid) desc limit 100`,
      ),
  },
  activeSessions: {
    label: { zh: '有效登录会话数', en: 'Active sign-in sessions' },
    run: (tx) =>
      read(
        tx,
        sql`select count(*)::int as sessions, count(distinct user_id)::int as users from auth_session
            where revoked_at is null and access_expires_at > now()`,
      ),
  },
  migrations: {
    label: { zh: '已执行的数据库迁移', en: 'Applied migrations' },
    run: (tx) =>
      read(
        tx,
        sql`select id, hash, to_timestamp(created_at / 1000) as applied_at from drizzle.__drizzle_migrations order by id`,
      ),
  },
  recentJobRuns: {
    label: { zh: '最近的任务执行', en: 'Recent job runs' },
    run: (tx) =>
      read(
        tx,
        sql`select id, job_name, status, message, start_time, duration_ms from sys_job_log
            where deleted_at is null order by id desc limit 20`,
      ),
  },
  serverVersion: {
    label: { zh: '数据库版本', en: 'Database version' },
    run: (tx) => read(tx, sql`select version() as version`),
  },
};
