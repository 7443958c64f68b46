import type { KeyObject } from 'node:crypto';
import {
  aliApiConfigResource,
  aliSubMerchantConfigResource,
  enabledState,
  onlineOrderResource,
  payRecordResource,
  wxApiConfigResource,
  wxApiSubMerchantConfigResource,
} from '@parking/resources';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import type { AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { openSecret } from '../../../platform/secret-box';
import { platformKeyOf } from './wechat-pay-v3';

/** A park's own WeChat Pay merchant under ours (the service provider), who takes that park's payments. */
export type WechatSubMerchant = { subMchId: string; subAppId: string | null };

export type WechatMerchant = {
  appId: string;
  mchId: string;
  /** Set when the payment's park has an enabled sub-merchant: the partner API is used, the money goes to it. */
  sub: WechatSubMerchant | null;
  serialNo: string;
  privateKeyPem: string;
  apiV3Key: string;
  platform: { serial: string; key: KeyObject };
  notifyUrl: string;
};

export type AlipayApp = {
  appId: string;
  privateKeyPem: string;
  alipayPublicKeyPem: string;
  gateway: string;
  notifyUrl: string;
  /** The park's Alipay merchant's authorisation of our app, when it has one enabled: the trade is the merchant's. */
  appAuthToken: string | null;
};

/** Which order or payment a channel call is about, so that its park's sub-merchant takes the money. */
export type PaymentSubject = { onlineOrderId?: string; payNo?: string };

/** The park of an order (by its online id) or of a payment (by the channel's number). */
async function parkOf(db: Db, subject: PaymentSubject | undefined): Promise<number | null> {
  if (subject?.onlineOrderId) {
    const o = tableOf(onlineOrderResource);
    const [row] = await db
      .select({ parkId: o.parkId })
      .from(o)
      .where(eq(o.onlineOrderId, subject.onlineOrderId))
      .limit(1);
    return row?.parkId ?? null;
  }
  if (subject?.payNo) {
    const p = tableOf(payRecordResource);
    const [row] = await db.select({ parkId: p.parkId }).from(p).where(eq(p.payNo, subject.payNo)).limit(1);
    return row?.parkId ?? null;
  }
  return null;
}

async function wechatSubOf(db: Db, subject: PaymentSubject | undefined): Promise<WechatSubMerchant | null> {
  const parkId = await parkOf(db, subject);
  if (parkId == null) return null;
  const t = tableOf(wxApiSubMerchantConfigResource);
  const [row] = await db
    .select({ subMchId: t.subMchId, subAppId: t.subAppId })
    .from(t)
    .where(and(eq(t.parkId, parkId), eq(t.enabled, enabledState.values.enabled), isNull(t.deletedAt)))
    .limit(1);
  return row ? { subMchId: row.subMchId, subAppId: row.subAppId || null } : null;
}

async function alipayAuthOf(app: AppContext, db: Db, subject: PaymentSubject | undefined): Promise<string | null> {
  const parkId = await parkOf(db, subject);
  if (parkId == null) return null;
  const t = tableOf(aliSubMerchantConfigResource);
  const [row] = await db
    .select({ token: t.appAuthToken })
    .from(t)
    .where(and(eq(t.parkId, parkId), eq(t.enabled, enabledState.values.enabled), isNull(t.deletedAt)))
    .limit(1);
  return row?.token ? openSecret(app.tokenSecret, row.token) : null;
}

/** The enabled WeChat Pay merchant (the latest, when several are), its keys unsealed for this call only. */
async function wechatMerchantOf(app: AppContext, db: Db = app.db, subject?: PaymentSubject): Promise<WechatMerchant> {
  const t = tableOf(wxApiConfigResource);
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.enabled, enabledState.values.enabled), isNull(t.deletedAt)))
    .orderBy(desc(t.id))
    .limit(1);
  if (!row?.privateKey || !row.apiV3Key) {
    throw badRequest({
      zh: '微信支付配置(wxApiConfig): 没有启用的微信支付商户，或其私钥、APIv3 密钥未填写',
      en: 'WeChat Pay merchant (wxApiConfig): none is enabled, or its private key or APIv3 key is missing',
    });
  }
  return {
    appId: row.appId,
    mchId: row.mchId,
    sub: await wechatSubOf(db, subject),
    serialNo: row.serialNo,
    privateKeyPem: openSecret(app.tokenSecret, row.privateKey),
    apiV3Key: openSecret(app.tokenSecret, row.apiV3Key),
    platform: { serial: row.platformSerial, key: platformKeyOf(row.platformCert) },
    notifyUrl: row.notifyUrl || `${app.config.publicBaseUrl}/api/pay/callback/wechat`,
  };
}

/** The enabled Alipay app, its private key unsealed for this call only. */
async function alipayAppOf(app: AppContext, db: Db = app.db, subject?: PaymentSubject): Promise<AlipayApp> {
  const t = tableOf(aliApiConfigResource);
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.enabled, enabledState.values.enabled), isNull(t.deletedAt)))
    .orderBy(desc(t.id))
    .limit(1);
  if (!row?.appPrivateKey) {
    throw badRequest({
      zh: '支付宝配置(aliapiconfig): 没有启用的支付宝应用，或其应用私钥未填写',
      en: 'Alipay app (aliapiconfig): none is enabled, or its private key is missing',
    });
  }
  return {
    appId: row.appId,
    privateKeyPem: openSecret(app.tokenSecret, row.appPrivateKey),
    alipayPublicKeyPem: row.alipayPublicKey,
    gateway: row.gateway || 'https://openapi.alipay.com/gateway.do',
    notifyUrl: row.notifyUrl || `${app.config.publicBaseUrl}/api/pay/callback/alipay`,
    appAuthToken: await alipayAuthOf(app, db, subject),
  };
}

/** The enabled merchant of each real channel, read at each call so that a key saved on its page applies at once. */
export const merchantOf = { wechat: wechatMerchantOf, alipay: alipayAppOf };
