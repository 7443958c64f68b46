import { agreementTag, dictSchema, enabledState, privacyAgreementResource } from '@parking/resources';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

export const privacyRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysPrivacyAgreement/getSelectTagValue',
    section: 'system',
    auth: 'public',
    summary: 'The agreement in force of one type (the newest enabled one), or null',
    query: z.object({
      tagType: dictSchema(agreementTag),
    }),
    labels: (k) => (k === 'tagType' ? agreementTag.label : undefined),
    handler: async ({ app, query }) => {
      const t = tableOf(privacyAgreementResource);
      const [row] = await app.db
        .select({ id: t.id, title: t.title, tagType: t.tagType, version: t.version, content: t.content, url: t.url })
        .from(t)
        .where(and(eq(t.tagType, query.tagType), eq(t.state, enabledState.values.enabled), isNull(t.deletedAt)))
        .orderBy(desc(t.updatedAt), desc(t.id))
        .limit(1);
      return row ?? null;
    },
  }),
];
