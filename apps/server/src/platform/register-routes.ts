import { type Lang, type Message, pickLang } from '@parking/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actingAs } from '../db/actor';
import type { Tx } from '../db/connection';
import { actionLabel } from './action-labels';
import { type AuditEntry, writeOperateLog } from './audit';
import { bearerToken, hasPermission, resolveAccess } from './auth/access';
import { type DeviceAccess, resolveDevice } from './auth/device-access';
import type { Access, AppContext } from './context';
import { ok } from './envelope';
import { AppError, forbidden } from './errors';
import { inputProblem } from './input-checks';
import { type AnyRoute, FileAnswer, RawAnswer } from './route-table';
import { parseInput } from './validation';

const jsonSchema = (s: z.ZodType) => {
  try {
    return z.toJSONSchema(s, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;
  } catch {
    return { type: 'object' };
  }
};

function openapiSchema(r: AnyRoute) {
  const schema: Record<string, unknown> = {
    tags: [r.section],
    summary: r.summary,
    ...(r.auth === 'public' ? {} : { security: [r.auth === 'device' ? { device: [] } : { bearer: [] }] }),
  };
  if (r.query) schema.querystring = jsonSchema(r.query);
  if (r.body) schema.body = jsonSchema(r.body);
  if (r.permissionOf) schema.description = 'Needs the add or edit permission code of the resource.';
  if (r.permission) schema.description = `Needs the permission code \`${r.permission}\`.`;
  return schema;
}

const contentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Puts every route of the table behind the one guard. */
export function registerRoutes(fastify: FastifyInstance, app: AppContext, routes: AnyRoute[]): void {
  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    if (seen.has(key)) throw new Error(`route declared twice: ${key}`);
    seen.add(key);
    const mutating = route.mutating ?? route.method !== 'GET';
    const [, , , module = '', ...rest] = route.url.split('/');
    const action = rest.join('/');
    const secrets = route.secrets ?? [];
    fastify.route({
      method: route.method,
      url: route.url,
      schema: openapiSchema(route),
      config: { secrets },
      handler: async (req, reply) => {
        const started = performance.now();
        const lang = pickLang(req.headers['accept-language']);
        let access: Access | null = null;
        let device: DeviceAccess | null = null;
        let change: Record<string, unknown> | undefined;
        let audited = false;
        const permissionOf = () => route.permissionOf?.({ query: req.query, body: req.body }) ?? route.permission;
        const named = () => {
          try {
            return permissionOf();
          } catch {
            return route.permission;
          }
        };
        const entry = (who: Access, success: boolean, msg: Message): AuditEntry => ({
          access: who,
          module,
          action: actionLabel(route, named(), action),
          method: route.method,
          path: route.url,
          params: { query: req.query, body: req.body, ...(change ? { change } : {}) },
          secrets,
          success,
          msg,
          ip: req.ip,
          durationMs: performance.now() - started,
        });
        try {
          if (route.auth === 'device') {
            device = await resolveDevice(app, req.headers.authorization);
          } else if (route.auth !== 'public') {
            access = await resolveAccess(app, bearerToken(req.headers.authorization));
            if (route.platformOnly && access.level !== 'platform') {
              throw forbidden({ zh: '只有平台用户可以执行此操作', en: 'only platform users may do this' });
            }
            const code = permissionOf();
            if (code && !hasPermission(access, code)) {
              throw forbidden({ zh: `没有权限：${code}`, en: `missing permission: ${code}` });
            }
          }
          refuseUnsafeInput(req.query, 'query', lang, route);
          refuseUnsafeInput(req.body, 'body', lang, route);
          const query = route.query ? parseInput(route.query, req.query, lang, 'query', route.labels) : req.query;
          const body = route.body ? parseInput(route.body, req.body, lang, 'body', route.labels) : req.body;
          const call = (context: AppContext) =>
            route.handler({
              app: context,
              access,
              device,
              lang,
              ip: req.ip,
              query,
              body,
              req,
              reply,
              noteChange: (c: Record<string, unknown>) => {
                change = { ...change, ...c };
              },
              audit: async (tx: Tx) => {
                if (!access || !mutating || audited) return;
                await writeOperateLog(tx, entry(access, true, succeeded));
                audited = true;
              },
            } as never);
          const who = access;
          // rows the call writes are stamped with its user (see db/actor.ts); a user's change is one transaction
          // with its operate-log row, so no change is ever kept without its entry
          const result = await actingAs(who?.userId ?? null, async () => {
            if (!who || !mutating) return call(app);
            if (route.ownTransactions) {
              const answer = await call(app);
              if (!audited) await app.db.transaction((tx) => writeOperateLog(tx, entry(who, true, succeeded)));
              return answer;
            }
            return app.db.transaction(async (tx) => {
              const answer = await call({ ...app, db: tx });
              if (!audited) await writeOperateLog(tx, entry(who, true, succeeded));
              return answer;
            });
          });
          if (result instanceof FileAnswer) {
            reply.header('content-type', result.contentType);
            reply.header('content-disposition', contentDisposition(result.filename));
            return reply.send(result.body);
          }
          if (result instanceof RawAnswer) return reply.header('content-type', result.contentType).send(result.body);
          return ok(result);
        } catch (err) {
          if (mutating && access) await logRefusal(app, entry(access, false, refusalOf(err)));
          throw err;
        }
      },
    });
  }
}

const succeeded: Message = { zh: '成功', en: 'success' };
const refusalOf = (err: unknown): Message =>
  err instanceof AppError ? err.msg : { zh: '服务器内部错误', en: 'internal error' };

/** A refused change is logged on its own; should even that fail, the server's log keeps the reason. */
async function logRefusal(app: AppContext, e: AuditEntry): Promise<void> {
  try {
    await actingAs(e.access.userId, () => writeOperateLog(app.db, e));
  } catch (err) {
    app.log.error({ err, path: e.path, userId: e.access.userId }, 'could not write the operate log');
  }
}

function refuseUnsafeInput(value: unknown, where: 'query' | 'body', lang: Lang, route: AnyRoute): void {
  const problem = inputProblem(value, where);
  if (!problem) return;
  const label = route.labels?.(problem.field.split('.')[0] ?? '')?.[lang];
  const msg = `${label ? `${label}(${problem.field})` : problem.field}: ${problem.rule[lang]}`;
  throw new AppError(400, { zh: msg, en: msg }, [{ field: problem.field, message: msg }]);
}
