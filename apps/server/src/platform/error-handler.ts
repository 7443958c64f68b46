import { pickLang } from '@parking/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { failure } from './envelope';
import { AppError } from './errors';

const fastifyMessages: Record<string, { zh: string; en: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { zh: '请求体不是有效的 JSON', en: 'request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { zh: '请求体为空', en: 'request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { zh: '请求体过大', en: 'request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { zh: '不支持的内容类型', en: 'unsupported content type' },
};

/** PostgreSQL errors caused by the value a caller sent, not by the server. */
const inputSqlStates = new Set(['22001', '22003', '22007', '22008', '22P02', '23502', '23505']);

/**
 * The database server cannot be reached or is going away: not the caller's fault nor a bug, and over once it
 * is back. SQL states: admin or crash shutdown, starting up, too many connections; class 08 is checked apart.
 */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300']);
const unavailableSystemCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports a lost or refused connection with these messages and no code
const unavailableMessages = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Connection terminated due to connection timeout/,
  /^Cannot use a pool after calling end on the pool/,
];

/** The error and what it wraps (drizzle wraps the driver's error in `cause`; a failed connect may be an AggregateError). */
function* causes(err: unknown, depth = 0): Generator<{ code?: unknown; message?: unknown }> {
  if (!err || typeof err !== 'object' || depth > 5) return;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  yield e;
  yield* causes(e.cause, depth + 1);
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* causes(inner, depth + 1);
}

/** The code naming why the database is out of reach, or null when the error is of another kind. */
export function databaseUnavailable(err: unknown): string | null {
  for (const e of causes(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (unavailableSqlStates.has(code) || /^08[0-9A-Z]{3}$/.test(code) || unavailableSystemCodes.has(code)) {
      return code;
    }
    const message = typeof e.message === 'string' ? e.message : '';
    if (unavailableMessages.some((m) => m.test(message))) return message;
  }
  return null;
}

const unavailableMsg = {
  zh: '数据库暂时不可用，请稍后重试',
  en: 'the database is unavailable at the moment; please try again shortly',
};
const retryAfterSeconds = 5;

export function installErrorHandlers(fastify: FastifyInstance): void {
  fastify.setErrorHandler((err: FastifyError & { code?: string }, req, reply) => {
    const lang = pickLang(req.headers['accept-language']);
    if (err instanceof AppError) {
      return reply.status(err.status).send(failure(err.status, err.msg[lang], err.details ?? null));
    }
    const known = err.code ? fastifyMessages[err.code] : undefined;
    if (known || (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)) {
      const status = err.statusCode ?? 400;
      return reply.status(status).send(failure(status, known?.[lang] ?? err.message));
    }
    const unavailable = databaseUnavailable(err);
    if (unavailable) {
      req.log.error({ reason: unavailable, url: req.url }, 'database unavailable');
      return reply.status(503).header('retry-after', retryAfterSeconds).send(failure(503, unavailableMsg[lang]));
    }
    const sqlState = (err as { cause?: { code?: string } }).cause?.code ?? err.code;
    if (sqlState && inputSqlStates.has(sqlState)) {
      req.log.warn({ err }, 'value refused by the database');
      const msg =
        sqlState === '23505'
          ? { zh: '记录已存在', en: 'a record with the same value already exists' }
          : { zh: '数据值不合法', en: 'a value is out of range or malformed' };
      return reply.status(400).send(failure(400, msg[lang]));
    }
    req.log.error({ err }, 'request failed');
    const msg = { zh: `服务器内部错误（请求编号 ${req.id}）`, en: `internal error (request id ${req.id})` };
    return reply.status(500).send(failure(500, msg[lang]));
  });
}
