import { operateLogResource } from '@parking/resources';
import { tableOf } from '../db/schema';
import type { Access, AppContext } from './context';

const secretKey = /pass|secret|token|pwd|credential|code$/i;

/** Copies parameters for the log with anything secret replaced. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6 || value == null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => maskSecrets(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      secretKey.test(k) && k !== 'code' ? '***' : maskSecrets(v, depth + 1),
    ]),
  );
}

export type AuditEntry = {
  access: Access;
  module: string;
  action: string;
  method: string;
  path: string;
  params: unknown;
  success: boolean;
  msg: string;
  ip: string;
  durationMs: number;
};

export async function writeOperateLog(app: AppContext, e: AuditEntry): Promise<void> {
  const log = tableOf(operateLogResource);
  try {
    await app.db.insert(log).values({
      companyId: e.access.activeCompanyId ?? e.access.companyId,
      userId: e.access.userId,
      username: e.access.username.slice(0, 40),
      module: e.module.slice(0, 100),
      action: e.action.slice(0, 100),
      method: e.method,
      path: e.path.slice(0, 300),
      params: maskSecrets(e.params) ?? null,
      success: e.success,
      msg: e.msg.slice(0, 500),
      ip: e.ip.slice(0, 64),
      durationMs: Math.round(e.durationMs),
    });
  } catch (err) {
    app.log.error({ err }, 'could not write the operate log');
  }
}
