import type { Message } from '@parking/domain';
import {
  authorizeState,
  cameraAuthorizationResource,
  gateResource,
  manufacturerResource,
  parkResource,
  snCameraConfigResource,
} from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { liveCondition, visibleConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

const snQuery = z.object({
  sn: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/),
});
const snLabel = () => ({ zh: '相机序列号', en: 'Camera serial number' });
const cameraLabel: Message = { zh: '序列号相机', en: 'Camera serial number' };

async function authorizationOf(db: Db, sn: string) {
  const a = tableOf(cameraAuthorizationResource);
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.sn, sn), liveCondition(a)))
    .limit(1);
  return row;
}

/** The gate a camera is bound to, when the caller may see it; `elsewhere` when it is bound out of sight. */
async function bindingOf(db: Db, access: Access, sn: string) {
  const c = tableOf(snCameraConfigResource);
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.sn, sn), liveCondition(c)))
    .limit(1);
  if (!row) return { row: undefined, elsewhere: false };
  const [visible] = await db
    .select()
    .from(c)
    .where(and(eq(c.id, row.id), visibleConditions(snCameraConfigResource, access)))
    .limit(1);
  return { row: visible, elsewhere: !visible };
}

/** Why the caller's company may not use the camera under its platform authorisation (none: it may). */
function authorizationRefusals(access: Access, auth: Awaited<ReturnType<typeof authorizationOf>>) {
  const reasons: Message[] = [];
  if (!auth) reasons.push({ zh: '平台没有该序列号的相机', en: 'the platform knows no camera by this serial number' });
  else if (auth.authorizeState !== authorizeState.values.authorized)
    reasons.push({ zh: '该相机尚未授权或已撤销授权', en: 'the camera is not authorised, or no longer' });
  else if (auth.expiresAt && auth.expiresAt.getTime() < Date.now())
    reasons.push({ zh: '该相机的授权已到期', en: "the camera's authorisation has ended" });
  else if (
    auth.ownerCompanyId != null &&
    access.activeCompanyId !== null &&
    auth.ownerCompanyId !== access.activeCompanyId
  )
    reasons.push({ zh: '该相机授权给了其他公司', en: 'the camera is authorised to another company' });
  return reasons;
}

export const snCameraRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/plat/createSnDevice/getSnVerify',
    section: 'devices',
    summary:
      'Whether a camera may be bound by its serial number: authorised by the platform (for the caller’s company, not expired) and not bound yet; usable, and the reasons when not',
    query: snQuery,
    labels: snLabel,
    handler: async ({ app, access, query, lang }) => {
      const auth = await authorizationOf(app.db, query.sn);
      const bound = await bindingOf(app.db, access, query.sn);
      const refusals = authorizationRefusals(access, auth);
      const isBound = !!bound.row || bound.elsewhere;
      const reasons: Message[] = isBound
        ? [...refusals, { zh: '该相机已绑定到通道', en: 'the camera is already bound to a gate' }]
        : refusals;
      return {
        sn: query.sn,
        known: !!auth,
        authorized: refusals.length === 0,
        bound: isBound,
        usable: reasons.length === 0,
        reasons: reasons.map((r) => r[lang]),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/plat/createSnDevice/getSnCamera',
    section: 'devices',
    summary:
      'The camera a serial number names: model, maker and authorisation from the platform, and its gate binding when the caller may see it',
    query: snQuery,
    labels: snLabel,
    handler: async ({ app, access, query }) => {
      const auth = await authorizationOf(app.db, query.sn);
      if (!auth) throw notFound(cameraLabel, query.sn);
      const bound = await bindingOf(app.db, access, query.sn);
      const m = tableOf(manufacturerResource);
      const [maker] = auth.manufacturerId
        ? await app.db.select({ name: m.name }).from(m).where(eq(m.id, auth.manufacturerId)).limit(1)
        : [];
      let binding: Record<string, unknown> | null = null;
      if (bound.row) {
        const p = tableOf(parkResource);
        const g = tableOf(gateResource);
        const [park] = await app.db.select({ name: p.parkName }).from(p).where(eq(p.id, bound.row.parkId));
        const [gate] = bound.row.gateId
          ? await app.db.select({ name: g.gateName }).from(g).where(eq(g.id, bound.row.gateId))
          : [];
        binding = {
          ...rowSerializer(snCameraConfigResource, app.config.timeZone)(bound.row),
          parkName: park?.name ?? null,
          gateName: gate?.name ?? null,
        };
      }
      return {
        sn: auth.sn,
        model: auth.model,
        manufacturerName: maker?.name ?? null,
        authorizeState: auth.authorizeState,
        expiresAt: rowSerializer(cameraAuthorizationResource, app.config.timeZone)(auth).expiresAt ?? null,
        boundElsewhere: bound.elsewhere,
        binding,
      };
    },
  }),
];
