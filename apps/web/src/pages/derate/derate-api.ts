import { type DictValue, type derateCodeKind, enabledState } from '@parking/resources';
import { download, get, type Page, post, updown } from '../../api/client';

export type BuyRule = {
  id: number;
  ruleName: string;
  codeKind: DictValue<typeof derateCodeKind>;
  price: number;
  minCount: number | null;
  maxCount: number | null;
};

export type Buyable = {
  buyRuleId: number;
  sellerId: number;
  codeKind: DictValue<typeof derateCodeKind>;
  /** Fen per code. */
  price: number;
  /** Minutes per code, for a merchant paying in minutes. */
  unitMinutes: number;
  minCount: number;
  maxCount: number;
  byMinutes: boolean;
  balance: number;
  minutesBalance: number;
  /** How many codes the balance (and the rule's most per purchase) allows now. */
  allowed: number;
};

export type Bought = { batchId: number; codeKind: number; count: number; total: number; minutes: number };

export type ShownCode = {
  image: string;
  url: string;
  expiresAt: string;
  minutes: number;
  left: number;
  codeId: number;
};

const qr = (action: string) => updown(`parkDerateQRCode/${action}`);

export const buyRulesOf = async (derateId: number) =>
  (await get<Page<BuyRule>>(qr('getDerateQRCodeBuyRule'), { derateId, state: enabledState.values.enabled, size: 100 }))
    .data;

export const buyableOf = (buyRuleId: number) => get<Buyable>(qr('buyable'), { buyRuleId }, { silent: true });

export const buyCodes = (sellerId: number, buyRuleId: number, count: number) =>
  post<Bought>(qr('buyDerate'), { sellerId, buyRuleId, count });

export const downloadBatch = (batchId: number) => download(qr('downloadBatch'), { batchId }, `codes-${batchId}.zip`);

export const showDynamicCode = (derateId: number) => get<ShownCode>(qr('dynamicCode'), { derateId }, { silent: true });
