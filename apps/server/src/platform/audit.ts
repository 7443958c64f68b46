import { type Message, storableText, storedMessage } from '@parking/domain';
import { operateLogResource } from '@parking/resources';
import type { Db } from '../db/connection';
import { tableOf } from '../db/schema';
import type { Access } from './context';

// `code` alone names roles, menus and dictionaries; a route whose `code` is a secret says so (RouteDef.secrets)
// `passremark` (release remarks, plat/passremark) holds no secret
const secretKey = /pass(?!remark)|secret|token|pwd|credential|[a-z]code$/i;
const maxDepth = 8;
const maxItems = 100;
const maxText = 2000;

/**
 * Copies a call's parameters for a log: anything secret replaced (by its name, or named by the route at any
 * depth), nothing deeper than a few levels, long texts and lists cut, and characters the database cannot store
 * replaced, so that writing the log can never fail because of what a caller sent.
 */
export function maskSecrets(value: unknown, secrets: readonly string[] = [], depth = 0): unknown {
  if (typeof value === 'string') return storableText(value).slice(0, maxText);
  if (value == null || typeof value !== 'object') return value;
  if (depth >= maxDepth) return '[…]';
  if (Array.isArray(value)) return value.slice(0, maxItems).map((v) => maskSecrets(v, secrets, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .slice(0, maxItems)
      .map(([k, v]) => [
        storableText(k),
        secretKey.test(k) || secrets.includes(k) ? '***' : maskSecrets(v, secrets, depth + 1),
      ]),
  );
}

export type AuditEntry = {
  access: Access;
  module: string;
  /** What the call did, as an operator names it. */
  action: Message;
  method: string;
  path: string;
  params: unknown;
  secrets?: readonly string[];
  success: boolean;
  msg: Message;
  ip: string;
  durationMs: number;
};

/** One row of the operate log, written through the connection given: the change's own transaction when it succeeded. */
export async function writeOperateLog(db: Db, e: AuditEntry): Promise<void> {
  await db.insert(tableOf(operateLogResource)).values({
    companyId: e.access.activeCompanyId ?? e.access.companyId,
    userId: e.access.userId,
    username: e.access.username.slice(0, 40),
    module: e.module.slice(0, 200),
    action: storedMessage(e.action, 300),
    method: e.method,
    path: e.path.slice(0, 300),
    params: maskSecrets(e.params, e.secrets) ?? null,
    success: e.success,
    msg: storedMessage(e.msg, 1500),
    ip: e.ip.slice(0, 64),
    durationMs: Math.round(e.durationMs),
  });
}
