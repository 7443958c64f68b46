import { createHmac } from 'node:crypto';
import {
  enabledState,
  importantReceiverResource,
  parkMiniProgramResource,
  userResource,
  wxInfoResource,
  wxMenuResource,
} from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { z } from 'zod';
import { scopeConditions } from '../../../crud/scope';
import { visibleOne } from '../../../crud/visible-rows';
import { tableOf } from '../../../db/schema';
import { badRequest } from '../../../platform/errors';
import { type AnyRoute, defineRoute, FileAnswer } from '../../../platform/route-table';
import { enqueue } from '../outbox/outbox';

const section = 'third-party';
const id = z.coerce.number().int().min(1);
type MenuRow = {
  id: number;
  parentId: number | null;
  name: string;
  kind: string | null;
  menuKey: string | null;
  url: string | null;
  miniAppId: string | null;
  pagePath: string | null;
};

const button = (m: MenuRow) =>
  m.kind === 'click'
    ? { type: 'click', name: m.name, key: m.menuKey ?? `KEY_${m.id}` }
    : m.kind === 'miniprogram'
      ? { type: 'miniprogram', name: m.name, url: m.url ?? '', appid: m.miniAppId ?? '', pagepath: m.pagePath ?? '' }
      : { type: 'view', name: m.name, url: m.url ?? '' };

/** The account menu as WeChat's menu/create takes it: at most three buttons, five under each. */
export function menuBody(rows: MenuRow[]) {
  const tops = rows.filter((r) => r.parentId == null);
  if (tops.length === 0)
    throw badRequest({ zh: '公众号菜单为空，无法发布', en: 'the account menu is empty; nothing to publish' });
  if (tops.length > 3) {
    throw badRequest(
      {
        zh: `上级菜单(parentId): 一级菜单最多 3 个，现有 ${tops.length} 个`,
        en: `Parent(parentId): at most 3 top buttons, there are ${tops.length}`,
      },
      [{ field: 'parentId' }],
    );
  }
  return {
    button: tops.map((top) => {
      const subs = rows.filter((r) => r.parentId === top.id);
      if (subs.length > 5) {
        throw badRequest(
          {
            zh: `上级菜单(parentId): 「${top.name}」的子菜单最多 5 个，现有 ${subs.length} 个`,
            en: `Parent(parentId): “${top.name}” may hold at most 5 buttons, there are ${subs.length}`,
          },
          [{ field: 'parentId' }],
        );
      }
      return subs.length ? { name: top.name, sub_button: subs.map(button) } : button(top);
    }),
  };
}

/** The address a QR code carries, signed so that only a code the server made is taken. */
const signed = (secret: string, base: string, path: string, params: Record<string, string>) => {
  const q = new URLSearchParams(params);
  q.set('sign', createHmac('sha256', secret).update(`${path}?${q}`).digest('hex').slice(0, 32));
  return `${base.replace(/\/+$/, '')}${path}?${q}`;
};
const png = (url: string) => QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });

export const wechatRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/wxmenu/publishMenu',
    section,
    platformOnly: true,
    mutating: true,
    permission: 'wxmenu:edit',
    summary:
      "Publishes the account menu to WeChat (menu/create) through the outbox; answers the menu sent and the message's number",
    handler: async ({ app }) => {
      const acc = tableOf(wxInfoResource);
      const [account] = await app.db
        .select()
        .from(acc)
        .where(and(eq(acc.enabled, enabledState.values.enabled), isNull(acc.deletedAt)))
        .orderBy(asc(acc.id))
        .limit(1);
      if (!account) {
        throw badRequest({
          zh: '没有启用的公众号，请先在「公众号配置」中添加',
          en: 'no enabled official account; add one first',
        });
      }
      const t = tableOf(wxMenuResource);
      const rows = (await app.db
        .select()
        .from(t)
        .where(isNull(t.deletedAt))
        .orderBy(asc(t.sort), asc(t.id))) as MenuRow[];
      const body = menuBody(rows);
      const outboxId = await enqueue(app.db as never, app, {
        topic: 'account.call',
        summary: `公众号菜单发布 ${account.appId}`,
        payload: { api: 'menu/create', body: { appId: account.appId, ...body } },
      });
      return { outboxId, menu: body };
    },
  }),
  defineRoute<{ id: number }, undefined>({
    method: 'GET',
    url: '/api/updown/parkminiprogram/getAuthorizeQRCode',
    section,
    summary: "The QR code the park's owner scans to authorise its mini-program to the platform (PNG)",
    query: z.object({ id }),
    file: true,
    handler: async ({ app, access, query }) => {
      const row = await visibleOne(app.db, parkMiniProgramResource, access, query.id);
      const url = signed(app.tokenSecret, app.config.publicBaseUrl, '/h5/mini/authorize', {
        id: String(row.id),
        appId: row.appId,
      });
      return new FileAnswer(`authorize-${row.appId}.png`, 'image/png', await png(url));
    },
  }),
  defineRoute<{ id: number }, undefined>({
    method: 'GET',
    url: '/api/updown/importantMessageReceiver/getBindQRCode',
    section,
    summary: 'The QR code a receiver scans with WeChat to bind the account that gets the important messages (PNG)',
    query: z.object({ id }),
    file: true,
    handler: async ({ app, access, query }) => {
      const row = await visibleOne(app.db, importantReceiverResource, access, query.id);
      const url = signed(app.tokenSecret, app.config.publicBaseUrl, '/h5/wx/bind', { receiver: String(row.id) });
      return new FileAnswer(`bind-${row.id}.png`, 'image/png', await png(url));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/importantMessageReceiver/getCurrentOpenid',
    section,
    summary: "The WeChat openid bound to the signed-in user's phone as a receiver, or null when not bound",
    handler: async ({ app, access }) => {
      const t = tableOf(importantReceiverResource);
      const u = tableOf(userResource);
      const [me] = await app.db.select({ phone: u.phone }).from(u).where(eq(u.id, access.userId));
      if (!me?.phone) return { openid: null };
      const [row] = await app.db
        .select({ id: t.id, openid: t.openid })
        .from(t)
        .where(and(eq(t.phone, me.phone), isNull(t.deletedAt), ...scopeConditions(importantReceiverResource, access)))
        .limit(1);
      return { receiverId: row?.id ?? null, openid: row?.openid ?? null };
    },
  }),
];
