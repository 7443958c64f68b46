import { agreementTag, fieldValueSchema } from '@parking/resources';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

export const privacyRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysPrivacyAgreement/getSelectTagValue',
    area: 'system',
    auth: 'public',
    summary: 'The agreement in force of one type (the newest enabled one), or null',
    query: z.object({
      tagType: fieldValueSchema({ kind: 'dict', dict: agreementTag.code, label: agreementTag.label }),
    }),
    labels: (k) => (k === 'tagType' ? agreementTag.label : undefined),
    handler: async ({ app, query }) => {
      const t = tableOf('sysPrivacyAgreement');
      const [row] = await app.db
        .select({ id: t.id, title: t.title, tagType: t.tagType, version: t.version, content: t.content, url: t.url })
        .from(t)
        .where(and(eq(t.tagType, query.tagType as number), eq(t.state, 1), isNull(t.deletedAt)))
        .orderBy(desc(t.updatedAt), desc(t.id))
        .limit(1);
      return row ?? null;
    },
  }),
];
