import { fieldValueSchema, templateType } from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

export const templateRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysTemplate/getTheList',
    area: 'system',
    summary: 'Enabled templates as select options, optionally of one type',
    platformOnly: true,
    query: z.object({
      templateType: fieldValueSchema({ kind: 'dict', dict: templateType.code, label: templateType.label }).optional(),
    }),
    labels: (k) => (k === 'templateType' ? templateType.label : undefined),
    handler: async ({ app, query }) => {
      const t = tableOf('sysTemplate');
      const rows = await app.db
        .select()
        .from(t)
        .where(
          and(
            eq(t.state, 1),
            isNull(t.deletedAt),
            ...(query.templateType !== undefined ? [eq(t.templateType, query.templateType as number)] : []),
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
