import { dictSchema, enabledState, templateResource, templateType } from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

export const templateRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysTemplate/getTheList',
    section: 'system',
    summary: 'Enabled templates as select options, optionally of one type',
    platformOnly: true,
    query: z.object({
      templateType: dictSchema(templateType).optional(),
    }),
    labels: (k) => (k === 'templateType' ? templateType.label : undefined),
    handler: async ({ app, query }) => {
      const t = tableOf(templateResource);
      const rows = await app.db
        .select()
        .from(t)
        .where(
          and(
            eq(t.state, enabledState.values.enabled),
            isNull(t.deletedAt),
            ...(query.templateType !== undefined ? [eq(t.templateType, query.templateType)] : []),
          ),
        )
        .orderBy(asc(t.templateName), asc(t.id));
      return rows.map((r) => ({
        label: r.templateName,
        value: r.templateCode,
        id: r.id,
        templateType: r.templateType,
        content: r.content,
      }));
    },
  }),
];
