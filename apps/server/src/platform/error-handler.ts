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
