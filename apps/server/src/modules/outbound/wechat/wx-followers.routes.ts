import { normalizePlate, plateProblem } from '@parking/domain';
import { fieldLabel, idSchema, wxFollowerResource } from '@parking/resources';
import { z } from 'zod';
import { saveRow } from '../../../crud/save-row';
import { visibleOne } from '../../../crud/visible-rows';
import { badRequest } from '../../../platform/errors';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import { askWechat, enabledAccount, fetchFollowers, storeFollowers } from './wx-followers.service';

const section = 'third-party';
const labels = (k: string) => (k === 'id' ? wxFollowerResource.label : fieldLabel(wxFollowerResource, k));

/** The plates of a comma list, each checked and written as the gate reads them; 400 naming the field. */
function boundPlates(text: string): string | null {
  const plates = text
    .split(/[,，;；\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  for (const p of plates) {
    const problem = plateProblem(p);
    if (problem) {
      throw badRequest({
        zh: `绑定车牌(plateNumbers): ${p} ${problem.zh}`,
        en: `Bound plates(plateNumbers): ${p}: ${problem.en}`,
      });
    }
  }
  const joined = [...new Set(plates.map(normalizePlate))].join(',');
  if (joined.length > 120) {
    throw badRequest({
      zh: '绑定车牌(plateNumbers): 最多 120 个字符',
      en: 'Bound plates(plateNumbers): at most 120 characters',
    });
  }
  return joined || null;
}

export const wxFollowerRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/wxuser/sync',
    section,
    platformOnly: true,
    permission: 'wxuser:sync',
    ownTransactions: true,
    summary:
      "Syncs the official account's followers from WeChat (user/get, user/info/batchget, tags/get) in one transaction: new openids added, changed details updated, those no longer following marked so; answers the counts",
    handler: async ({ app, audit, noteChange }) => {
      const account = await enabledAccount(app.db);
      // WeChat is asked before the transaction opens: no row is held while it answers
      const fetched = await fetchFollowers(app, account.appId);
      return app.db.transaction(async (tx) => {
        const count = await storeFollowers(tx, fetched);
        noteChange({ appId: account.appId, ...count });
        await audit(tx);
        return count;
      });
    },
  }),
  defineRoute<Record<string, never>, { id: number; remark?: string | undefined; plateNumbers?: string | undefined }>({
    method: 'POST',
    url: '/api/updown/wxuser/update',
    section,
    platformOnly: true,
    permission: 'wxuser:edit',
    ownTransactions: true,
    summary:
      'Edits a follower: a new remark goes to WeChat first (user/info/updateremark) and is stored once WeChat took it; the bound plates (comma list) are kept here',
    body: z.object({
      id: idSchema,
      remark: z.string().trim().max(30).optional(),
      plateNumbers: z.string().max(500).optional(),
    }),
    labels,
    handler: async ({ app, access, lang, body, audit, noteChange }) => {
      const row = await visibleOne(app.db, wxFollowerResource, access, body.id);
      const plateNumbers = body.plateNumbers === undefined ? undefined : boundPlates(body.plateNumbers);
      const remark = body.remark === undefined ? undefined : body.remark || null;
      if (remark !== undefined && remark !== row.remark) {
        const account = await enabledAccount(app.db);
        await askWechat(app, 'user/info/updateremark', {
          appId: account.appId,
          openid: row.openid,
          remark: remark ?? '',
        });
      }
      return app.db.transaction(async (tx) => {
        const { answer } = await saveRow(
          { app, tx, access, lang, noteChange },
          wxFollowerResource,
          {
            ...(remark !== undefined ? { remark } : {}),
            ...(plateNumbers !== undefined ? { plateNumbers } : {}),
          },
          { id: row.id },
        );
        await audit(tx);
        return answer;
      });
    },
  }),
];
