import { storableText } from '@parking/domain';
import { apiLogResource, userResource } from '@parking/resources';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { insertRowsSql, type RowColumns, rowArrays } from '../../db/bulk-rows';
import { authSession } from '../../db/internal-tables';
import { Statement } from '../../db/named-statement';
import { tableOf } from '../../db/schema';
import { maskSecrets } from '../../platform/audit';
import { bearerToken } from '../../platform/auth/access';
import { hashToken } from '../../platform/auth/tokens';
import type { AppContext } from '../../platform/context';

const slowMs = 1000;
const maxParamsChars = 4000;
/** Refused input writes nothing and is already in the operate log with its reason. */
const inputRefusals = new Set([400, 404, 409]);

export function shouldLog(mode: AppContext['config']['apiLog'], method: string, status: number, ms: number): boolean {
  if (mode === 'off') return false;
  if (mode === 'all') return true;
  if (ms >= slowMs || status >= 500 || status === 401 || status === 403 || status === 429) return true;
  return method !== 'GET' && method !== 'HEAD' && !inputRefusals.has(status);
}

function paramsOf(req: FastifyRequest): unknown {
  const secrets = (req.routeOptions.config as { secrets?: string[] } | undefined)?.secrets ?? [];
  const params = maskSecrets({ query: req.query, body: req.body }, secrets);
  const text = JSON.stringify(params) ?? '';
  return text.length > maxParamsChars
    ? { truncated: true, chars: text.length, query: maskSecrets(req.query, secrets) }
    : params;
}

async function callerOf(
  app: AppContext,
  req: FastifyRequest,
): Promise<{ userId: number | null; username: string | null }> {
  const token = bearerToken(req.headers.authorization);
  if (!token) {
    const { body } = req;
    const named = typeof body === 'object' && body !== null && 'username' in body ? body.username : undefined;
    return {
      userId: null,
      username: typeof named === 'string' ? storableText(named).slice(0, 40) : null,
    };
  }
  const users = tableOf(userResource);
  const [row] = await app.db
    .select({ userId: users.id, username: users.username })
    .from(authSession)
    .innerJoin(users, eq(users.id, authSession.userId))
    .where(eq(authSession.accessHash, hashToken(app.tokenSecret, token)));
  return { userId: row?.userId ?? null, username: row?.username ?? null };
}

const logColumns: RowColumns = {
  table: tableOf(apiLogResource),
  keys: ['method', 'path', 'status', 'durationMs', 'userId', 'username', 'ip', 'params'],
  name: 'log',
};
const insertLog = new Statement<Record<string, unknown>>((value) => insertRowsSql(logColumns, value));
const flushMs = 200;
const flushRows = 200;

/**
 * Records calls to the API after they are answered, so the caller never waits for the log; what a
 * moment brings is written together in one statement.
 */
export function installApiLog(fastify: FastifyInstance, app: AppContext): void {
  if (app.config.apiLog === 'off') return;
  let pending: Record<string, unknown>[] = [];
  let timer: NodeJS.Timeout | null = null;
  // batches still being written when the server closes are waited for, like the entries still reading
  const writing = new Set<Promise<void>>();
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const rows = pending;
    pending = [];
    if (!rows.length) return Promise.resolve();
    const write = writeRows(rows).finally(() => writing.delete(write));
    writing.add(write);
    return write;
  };
  const writeRows = async (rows: Record<string, unknown>[]) => {
    try {
      await insertLog.run(app.db, rowArrays(logColumns, rows, true));
    } catch {
      // one entry the database refuses must not cost the others theirs
      for (const row of rows) {
        try {
          await insertLog.run(app.db, rowArrays(logColumns, [row], true));
        } catch (err) {
          fastify.log.error({ err, path: row.path }, 'could not write an API log entry');
        }
      }
    }
  };
  // entries still reading their caller when the server closes are written with the last batch
  const reading = new Set<Promise<void>>();
  fastify.addHook('onClose', async () => {
    await Promise.all(reading);
    await flush();
    await Promise.all(writing);
  });
  fastify.addHook('onResponse', (req, reply, done) => {
    const entry = logEntry(req, reply).finally(() => reading.delete(entry));
    reading.add(entry);
    done();
  });
  const logEntry = async (req: FastifyRequest, reply: FastifyReply) => {
    // devices' reads are kept with their answers in their own records (gate events), not twice
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/device/')) return;
    const status = reply.statusCode;
    const durationMs = Math.round(reply.elapsedTime);
    if (!shouldLog(app.config.apiLog, req.method, status, durationMs)) return;
    try {
      const caller = await callerOf(app, req);
      pending.push({
        method: req.method.slice(0, 10),
        path: (req.url.split('?')[0] ?? '').slice(0, 300),
        status,
        durationMs,
        ...caller,
        ip: req.ip.slice(0, 64),
        params: paramsOf(req),
      });
    } catch (err) {
      req.log.error({ err }, 'could not write the API log');
      return;
    }
    if (pending.length >= flushRows) void flush();
    else timer ??= setTimeout(flush, flushMs);
  };
}
