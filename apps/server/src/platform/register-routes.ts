import { pickLang } from '@parking/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actingAs } from '../db/actor';
import { writeOperateLog } from './audit';
import { bearerToken, hasPermission, resolveAccess } from './auth/access';
import { type DeviceAccess, resolveDevice } from './auth/device-access';
import type { Access, AppContext } from './context';
import { ok } from './envelope';
import { AppError, forbidden } from './errors';
import { type AnyRoute, FileAnswer } from './route-table';
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
    fastify.route({
      method: route.method,
      url: route.url,
      schema: openapiSchema(route),
      handler: async (req, reply) => {
        const started = performance.now();
        const lang = pickLang(req.headers['accept-language']);
        let access: Access | null = null;
        let device: DeviceAccess | null = null;
        let outcome = { success: false, msg: 'failed' };
        let change: Record<string, unknown> | undefined;
        try {
          if (route.auth === 'device') {
            device = await resolveDevice(app, req.headers.authorization);
          } else if (route.auth !== 'public') {
            access = await resolveAccess(app, bearerToken(req.headers.authorization));
            if (route.platformOnly && access.level !== 'platform') {
              throw forbidden({ zh: '只有平台用户可以执行此操作', en: 'only platform users may do this' });
            }
            const code = route.permissionOf?.({ query: req.query, body: req.body }) ?? route.permission;
            if (code && !hasPermission(access, code)) {
              throw forbidden({ zh: `没有权限：${code}`, en: `missing permission: ${code}` });
            }
          }
          const query = route.query ? parseInput(route.query, req.query, lang, 'query', route.labels) : req.query;
          const body = route.body ? parseInput(route.body, req.body, lang, 'body', route.labels) : req.body;
          const call = () =>
            route.handler({
              app,
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
            } as never);
          // rows the call writes are stamped with its user (see db/actor.ts)
          const result = await actingAs(access?.userId ?? null, call);
          outcome = { success: true, msg: 'success' };
          if (result instanceof FileAnswer) {
            reply.header('content-type', result.contentType);
            reply.header('content-disposition', contentDisposition(result.filename));
            return reply.send(result.body);
          }
          return ok(result);
        } catch (err) {
          outcome = { success: false, msg: err instanceof AppError ? err.msg.en : 'internal error' };
          throw err;
        } finally {
          if (mutating && access) {
            const who = access;
            await actingAs(who.userId, () =>
              writeOperateLog(app, {
                access: who,
                module,
                action,
                method: route.method,
                path: route.url,
                params: { query: req.query, body: req.body, ...(change ? { change } : {}) },
                ...outcome,
                ip: req.ip,
                durationMs: performance.now() - started,
              }),
            );
          }
        }
      },
    });
  }
}
