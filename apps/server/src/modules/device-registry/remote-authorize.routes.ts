import { formatLocalDateTime } from '@parking/domain';
import { authorizeState, cameraAuthorizationResource, companyResource } from '@parking/resources';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { idList } from '../../crud/id-params';
import { visibleAll, visibleOne } from '../../crud/visible-rows';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

const dayMs = 86_400_000;

const labels = (k: string) =>
  (
    ({
      ids: cameraAuthorizationResource.label,
      days: { zh: '授权天数', en: 'Days' },
      companyId: cameraAuthorizationResource.fields.ownerCompanyId.label,
      remark: cameraAuthorizationResource.fields.remark.label,
    }) as Record<string, { zh: string; en: string }>
  )[k];

const input = z.object({
  ids: idList,
  days: z.coerce.number().int().min(1).max(3650).default(365),
  companyId: z.coerce.number().int().positive().optional(),
  remark: z.string().trim().max(200).optional(),
});

export const remoteAuthorizeRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/platAuthorize/remoteAuthorize',
    section: 'devices',
    summary:
      'The platform authorises cameras (ids of their authorisation rows) remotely for `days` (default 365): a pending or revoked one from now, a valid one renewed from its end; `companyId` binds it to one company. A company may then bind the camera to a gate (getSnVerify)',
    permission: 'platAuthorize:edit',
    platformOnly: true,
    body: input,
    labels,
    handler: async ({ app, access, body, noteChange }) => {
      if (!body.ids.length)
        throw badRequest({ zh: '相机授权(ids): 不能为空', en: 'Camera authorisation(ids): is required' });
      const now = new Date();
      const tz = app.config.timeZone;
      return app.db.transaction(async (tx) => {
        if (body.companyId !== undefined) await visibleOne(tx, companyResource, access, body.companyId);
        const rows = await visibleAll(tx, cameraAuthorizationResource, access, body.ids);
        const t = tableOf(cameraAuthorizationResource);
        const out = [];
        for (const row of rows) {
          const valid = row.authorizeState === authorizeState.values.authorized && row.expiresAt && row.expiresAt > now;
          const from = valid && row.expiresAt ? row.expiresAt : now;
          const expiresAt = new Date(from.getTime() + body.days * dayMs);
          const [saved] = await tx
            .update(t)
            .set({
              authorizeState: authorizeState.values.authorized,
              expiresAt,
              ...(body.companyId !== undefined ? { ownerCompanyId: body.companyId } : {}),
              ...(body.remark ? { remark: body.remark } : {}),
            })
            .where(eq(t.id, row.id))
            .returning();
          if (!saved) throw new Error(`camera authorisation ${row.id} is gone`);
          noteChange({
            [`platAuthorize:${row.id}`]: {
              authorizeState: [row.authorizeState, saved.authorizeState],
              expiresAt: [row.expiresAt, saved.expiresAt],
              ownerCompanyId: [row.ownerCompanyId, saved.ownerCompanyId],
            },
          });
          out.push({
            id: saved.id,
            sn: saved.sn,
            authorizeState: saved.authorizeState,
            renewed: !!valid,
            ownerCompanyId: saved.ownerCompanyId,
            expiresAt: formatLocalDateTime(expiresAt, tz),
          });
        }
        return out;
      });
    },
  }),
];
