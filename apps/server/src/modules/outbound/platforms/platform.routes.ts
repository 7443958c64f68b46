import { createHmac, randomBytes } from 'node:crypto';
import {
  type DictValue,
  enabledState,
  permissionCode,
  platformEvent,
  platformParkResource,
  platformUploadResource,
  thirdPlatformResource,
  thirdPlatformType,
  uploadOpen,
  yzlLedResource,
} from '@parking/resources';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { saveRow } from '../../../crud/save-row';
import { scopeConditions } from '../../../crud/scope';
import { rowSerializer } from '../../../crud/serialize';
import type { Tx } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import type { Access } from '../../../platform/context';
import { badRequest, notFound } from '../../../platform/errors';
import { type AnyRoute, defineRoute, type HandlerCtx } from '../../../platform/route-table';
import { openSecret } from '../../../platform/secret-box';
import { parkFacts, platformLinks, pushToPlatform } from './platform-pushes';

const section = 'third-party';
const id = z.coerce.number().int().min(1);
const ids = z
  .string()
  .regex(/^\d+(,\d+)*$/)
  .transform((s) => s.split(',').map(Number));
const labels = (k: string) =>
  ({
    ids: { zh: '编号', en: 'Ids' },
    open: { zh: '上传开关', en: 'Uploading' },
    parkId: { zh: '停车场', en: 'Park' },
    platId: { zh: '第三方平台', en: 'Platform' },
    parkCode: { zh: '平台车场编号', en: 'Park code on the platform' },
    id: { zh: '停车场', en: 'Park' },
  })[k];

const platforms = () => tableOf(thirdPlatformResource);

/** The platform named, or else the first enabled one of this type; a clear refusal when there is none. */
type PlatformType = DictValue<typeof thirdPlatformType>;

async function platformOf(tx: Tx, type: PlatformType, platId?: number) {
  const t = platforms();
  const [row] = await tx
    .select()
    .from(t)
    .where(
      and(
        platId ? eq(t.id, platId) : eq(t.type, type),
        eq(t.enabled, enabledState.values.enabled),
        isNull(t.deletedAt),
      ),
    )
    .orderBy(asc(t.id))
    .limit(1);
  const name = thirdPlatformType.items.find((i) => i.value === type)?.label ?? { zh: type, en: type };
  if (!row) {
    throw badRequest({
      zh: `没有启用的${name.zh}，请先在「第三方平台」中添加`,
      en: `no enabled ${name.en} is configured; add one under Third-party platforms first`,
    });
  }
  return row;
}

/**
 * Links a park to a platform (opened) and pushes its registration: the park's name, address and stalls in the
 * platform's format, through the outbox, noted in the upload diary.
 */
async function register(
  ctx: HandlerCtx<unknown, unknown>,
  tx: Tx,
  type: PlatformType,
  req: { parkId: number; platId?: number; parkCode?: string },
) {
  const access = ctx.access as Access;
  const platform = await platformOf(tx, type, req.platId);
  const park = await parkFacts(tx, req.parkId);
  if (!park) throw notFound({ zh: '停车场', en: 'Park' }, req.parkId);
  const { row } = await saveRow({ ...ctx, access, tx }, platformParkResource, {
    parkId: req.parkId,
    platId: platform.id,
    parkCode: req.parkCode ?? park.parkCode ?? `P${park.id}`,
    open: uploadOpen.values.open,
    $registeredAt: new Date(),
  } as never);
  const [link] = (await platformLinks(tx, [req.parkId])).filter((l) => l.linkId === row.id);
  if (!link) throw new Error('platform link vanished');
  const diary = await pushToPlatform(tx, link, {
    kind: 'register',
    at: new Date(),
    park: { name: park.parkName, address: park.address, stalls: park.totalStalls },
  });
  return { ...rowSerializer(platformParkResource, ctx.app.config.timeZone)(row), diaryId: diary.id };
}

const registerBody = z.object({
  parkId: id,
  platId: id.optional(),
  parkCode: z.string().trim().min(1).max(64).optional(),
});
type RegisterBody = z.infer<typeof registerBody>;
const linkEdit = permissionCode(platformParkResource, 'edit');

/** A signed address on a platform for the signed-in user: the platform checks the signature with the app key's secret. */
function signedUrl(
  app: HandlerCtx<unknown, unknown>['app'],
  platform: { url: string; appKey: string; appSecret: string | null },
  path: string,
  user: string,
) {
  if (!platform.appSecret) {
    throw badRequest({ zh: '第三方平台的接入密钥未填写', en: "the platform's app secret is not filled in" });
  }
  const secret = openSecret(app.tokenSecret, platform.appSecret);
  const ts = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(8).toString('hex');
  const sign = createHmac('sha256', secret).update(`${platform.appKey}\n${user}\n${ts}\n${nonce}`).digest('hex');
  const q = new URLSearchParams({ appKey: platform.appKey, user, ts, nonce, sign });
  return `${platform.url.replace(/\/+$/, '')}${path}?${q}`;
}

export const platformRoutes: AnyRoute[] = [
  defineRoute<{ ids: number[]; open: number }, undefined>({
    method: 'POST',
    url: '/api/updown/thirdparty/open',
    section,
    summary: "Opens (open=1) or closes (open=0) parks' uploading to their platforms; a closed park pushes nothing",
    permission: linkEdit,
    query: z.object({ ids, open: z.coerce.number().int().min(0).max(1) }),
    labels,
    handler: async (ctx) => {
      const { app, query } = ctx;
      return app.db.transaction(async (tx) => {
        const out = [];
        for (const linkId of query.ids) {
          const { answer } = await saveRow({ ...ctx, tx }, platformParkResource, { open: query.open } as never, {
            id: linkId,
          });
          out.push(answer);
        }
        return out;
      });
    },
  }),
  defineRoute<undefined, RegisterBody>({
    method: 'POST',
    url: '/api/updown/thirdparty/registShangHai',
    section,
    summary:
      "Registers a park with the Shanghai parking platform: links it, opens its uploading and pushes the park's facts",
    permission: linkEdit,
    body: registerBody,
    labels,
    handler: (ctx) => ctx.app.db.transaction((tx) => register(ctx as never, tx, 'shanghai', ctx.body)),
  }),
  defineRoute<{ parkId?: number }, undefined>({
    method: 'GET',
    url: '/api/updown/thirdparty/searchShangHai',
    section,
    summary:
      'Parks registered with the Shanghai platform, each with its code there, whether it uploads, and its last push',
    query: z.object({ parkId: id.optional() }),
    labels,
    handler: async ({ app, access, query }) => {
      const pp = tableOf(platformParkResource);
      const tp = platforms();
      const rows = await app.db
        .select({ link: pp, platformName: tp.name })
        .from(pp)
        .innerJoin(tp, eq(pp.platId, tp.id))
        .where(
          and(
            eq(tp.type, thirdPlatformType.values.shanghai),
            isNull(pp.deletedAt),
            isNull(tp.deletedAt),
            query.parkId ? eq(pp.parkId, query.parkId) : undefined,
            ...scopeConditions(platformParkResource, access),
          ),
        )
        .orderBy(asc(pp.id));
      const serialize = rowSerializer(platformParkResource, app.config.timeZone);
      const data = rows.map((r) => ({ ...serialize(r.link), platformName: r.platformName }));
      return { total: data.length, data };
    },
  }),
  defineRoute<{ id: number }, undefined>({
    method: 'POST',
    url: '/api/updown/thirdparty/registWisdomCommunity',
    section,
    summary: 'Registers the park (id) with the smart community platform and opens its uploading',
    permission: linkEdit,
    query: z.object({ id }),
    labels,
    handler: (ctx) => ctx.app.db.transaction((tx) => register(ctx as never, tx, 'community', { parkId: ctx.query.id })),
  }),
  defineRoute<undefined, RegisterBody>({
    method: 'POST',
    url: '/api/updown/wuLuMuQi/startUpload',
    section,
    summary: 'Starts uploading a park to the Urumqi platform: links it, opens it and pushes its registration',
    permission: linkEdit,
    body: registerBody,
    labels,
    handler: (ctx) => ctx.app.db.transaction((tx) => register(ctx as never, tx, 'wulumuqi', ctx.body)),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/thirdparty/getThirdType',
    section,
    summary: 'The kinds of third-party platform, value and name',
    handler: async ({ lang }) =>
      thirdPlatformType.items.map((i) => ({ value: i.value, key: i.key, label: i.label[lang] })),
  }),
  defineRoute<{ parkId: number }, undefined>({
    method: 'GET',
    url: '/api/updown/platUpPark/getYzlLed',
    section,
    summary: "The park's YZL guidance-screen link, or null when it has none",
    query: z.object({ parkId: id }),
    labels,
    handler: async ({ app, access, query }) => {
      const t = tableOf(yzlLedResource);
      const [row] = await app.db
        .select()
        .from(t)
        .where(and(eq(t.parkId, query.parkId), isNull(t.deletedAt), ...scopeConditions(yzlLedResource, access)))
        .limit(1);
      return row ? rowSerializer(yzlLedResource, app.config.timeZone)(row) : null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/third/reception/getEvent',
    section,
    summary: 'The kinds of event pushed to platforms, each with how many pushes are waiting, delivered and failed',
    handler: async ({ app, access, lang }) => {
      const t = tableOf(platformUploadResource);
      const rows = await app.db
        .select({ type: t.type, state: t.state, n: count() })
        .from(t)
        .where(and(isNull(t.deletedAt), ...scopeConditions(platformUploadResource, access)))
        .groupBy(t.type, t.state);
      return platformEvent.items.map((e) => {
        const of = (state: number) => rows.find((r) => r.type === e.value && r.state === state)?.n ?? 0;
        return { event: e.value, label: e.label[lang], waiting: of(0), delivered: of(1), failed: of(2) };
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/plat/auth/cooperation/loginyht',
    section,
    summary:
      'A signed sign-in address on the smart community platform for the signed-in user (code 400 when none is configured)',
    handler: async ({ app, access }) => {
      const platform = await platformOf(app.db as unknown as Tx, thirdPlatformType.values.community);
      return { url: signedUrl(app, platform, '/sso/login', access.username) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/cxpayplat/getIsvUrl',
    section,
    summary: "The payment service provider's onboarding address for merchants, signed with the platform's key",
    handler: async ({ app, access }) => {
      const platform = await platformOf(app.db as unknown as Tx, thirdPlatformType.values.cxpay);
      return { url: signedUrl(app, platform, '/isv/apply', access.username) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/platBaseInterface/getAppKey',
    section,
    platformOnly: true,
    summary: 'A fresh app key and secret for a new partner application; the secret is shown this once',
    handler: async () => ({
      appKey: randomBytes(16).toString('hex'),
      appSecret: randomBytes(24).toString('base64url'),
    }),
  }),
];
