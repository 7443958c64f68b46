import { deviceKind, gateDeviceResource, idOfBody, idSchema, lockDeviceView } from '@parking/resources';
import { crudRoutes } from '../../crud/crud-routes';
import { findVisible } from '../../crud/visible-rows';
import type { Db } from '../../db/connection';
import type { Access } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

const lock = deviceKind.values.berthLock;
const notALock = (ids: unknown[]) => notFound(lockDeviceView.label, ids.join(','));

/** Of these ids, those that name a visible device that is not a berth lock. */
async function notLocks(db: Db, access: Access, ids: number[]): Promise<number[]> {
  const rows = await findVisible(db, gateDeviceResource, access, ids);
  return rows.filter((r) => r.deviceKind !== lock).map((r) => r.id);
}

const kindOf = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'deviceKind' in answer ? answer.deviceKind : undefined;

/** The lock register's calls answer and change the device registry's berth locks only. */
function locksOnly(route: AnyRoute): AnyRoute {
  const inner = route.handler;
  const action = route.url.slice(route.url.lastIndexOf('/') + 1);
  if (action === 'detail') {
    return defineRoute<unknown, unknown>({
      ...route,
      handler: async (ctx) => {
        const answer = await inner(ctx);
        if (kindOf(answer) !== lock) throw notALock([(answer as { id?: unknown }).id]);
        return answer;
      },
    });
  }
  if (action === 'delete') {
    return defineRoute<{ ids: number[] }, unknown>({
      ...route,
      handler: async (ctx) => {
        const wrong = await notLocks(ctx.app.db, ctx.access, ctx.query.ids);
        if (wrong.length) throw notALock(wrong);
        return inner(ctx);
      },
    });
  }
  if (action === 'submit') {
    return defineRoute<unknown, Record<string, unknown> | undefined>({
      ...route,
      handler: async (ctx) => {
        const body = { ...ctx.body };
        const kind = body.deviceKind;
        if (/^\d+$/.test(String(kind ?? '')) && Number(kind) !== lock) {
          throw badRequest({
            zh: `设备种类(deviceKind): 地锁的种类只能是 ${lock}`,
            en: `Device kind(deviceKind): a parking lock is of kind ${lock}`,
          });
        }
        const rawId = idOfBody(gateDeviceResource, body);
        const id = idSchema.safeParse(rawId);
        // a malformed kind is left for the submit's own check to refuse, naming it
        if (rawId === undefined && kind == null) body.deviceKind = lock;
        else if (id.success) {
          const wrong = await notLocks(ctx.app.db, ctx.access, [id.data]);
          if (wrong.length) throw notALock(wrong);
        }
        return inner({ ...ctx, body });
      },
    });
  }
  return route;
}

export const lockDeviceRoutes: AnyRoute[] = crudRoutes(lockDeviceView).map(locksOnly);
