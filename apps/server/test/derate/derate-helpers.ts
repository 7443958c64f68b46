import { unzipSync } from 'fflate';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { parkIdOf } from '../parks/helpers';
import { type Answer, call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { count, idOf, ok, type Row } from '../system/helpers';

export { count, ok, type Row };

export type DerateWorld = { app: TestApp; token: string; plaza: number; mall: number; hotel: number };

/** A server of the test file's own, company A signed in, its 世纪广场 and its two demo merchants serving it. */
export async function derateWorld(): Promise<DerateWorld> {
  const app = await createTestApp();
  const token = await signIn(app, 'company_a');
  const plaza = await parkIdOf(app, token, '世纪广场');
  const mall = await idOf(app, token, '/api/updown/parkseller/list', { sellerName: '世纪商场' });
  const hotel = await idOf(app, token, '/api/updown/parkseller/list', { sellerName: '云停酒店' });
  return { app, token, plaza, mall, hotel };
}

let serial = 0;

export const addDerate = (w: DerateWorld, values: Record<string, unknown> = {}) =>
  ok<Row>(w.app, 'POST', '/api/updown/parkderate/submit', {
    token: w.token,
    body: {
      derateName: `购物减免${++serial}`,
      parkId: w.plaza,
      sellerId: w.mall,
      couponKind: 2,
      minutes: 120,
      ...values,
    },
  });

export const addBuyRule = (w: DerateWorld, derateId: number, values: Record<string, unknown> = {}) =>
  ok<Row>(w.app, 'POST', '/api/updown/parkDerateQRCode/addDerateQRCodeBuyRule', {
    token: w.token,
    body: { ruleName: `购码规则${++serial}`, derateId, codeKind: 2, price: 300, validDays: 7, ...values },
  });

export const buy = (w: DerateWorld, query: Record<string, unknown>, token = w.token) =>
  call<Row>(w.app, 'POST', '/api/updown/parkDerateQRCode/buyDerate', { token, query });

export const sellerOf = (w: DerateWorld, sellerId: number) =>
  ok<Row & { balance: number; creditLine: number }>(w.app, 'GET', '/api/updown/parkseller/detail', {
    token: w.token,
    query: { sellerId },
  });

export const ledgerSum = (w: DerateWorld, sellerId: number) =>
  count(w.app, 'select coalesce(sum(money), 0) as n from park_seller_ledger where seller_id = $1', [sellerId]);

/** A car of this plate inside the plaza, entered by hand as an operator would. */
export const enter = (w: DerateWorld, plateNumber: string, parkId = w.plaza) =>
  ok<Row>(w.app, 'POST', '/api/updown/parkIORecord/platInCar', {
    token: w.token,
    body: { parkId, plateNumber, reason: '测试入场' },
  });

/** A driver's phone claiming: no sign-in. */
export const claim = (w: DerateWorld, body: Record<string, unknown>): Promise<Answer<Row>> =>
  call<Row>(w.app, 'POST', '/api/derate/claim', { body });

/** The files of a zip answer, by name. */
export const unzip = (raw: Buffer): Record<string, Buffer> =>
  Object.fromEntries(Object.entries(unzipSync(new Uint8Array(raw))).map(([k, v]) => [k, Buffer.from(v)]));

/** What a phone's camera reads from the PNG: the text of its QR code. */
export function readQr(png: Buffer): string {
  const img = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(img.data), img.width, img.height);
  if (!found) throw new Error('no QR code in the image');
  return found.data;
}

export const tokenOfUrl = (url: string): string => new URL(url).searchParams.get('t') ?? '';

/** Rows of a table, for "nothing was written" checks. */
export const tableRows = (w: DerateWorld, table: string) => count(w.app, `select count(*) as n from ${table}`);

export async function writes(w: DerateWorld): Promise<number[]> {
  const tables = [
    'park_derate',
    'park_derate_buy_rule',
    'park_derate_code_batch',
    'park_derate_code',
    'park_derate_claim',
    'coupon_info',
    'park_seller_ledger',
  ];
  const out: number[] = [];
  for (const t of tables) out.push(await tableRows(w, t));
  out.push(await count(w.app, 'select coalesce(sum(used_count), 0) as n from park_derate_code'));
  out.push(await count(w.app, 'select count(*) as n from coupon_info where plate_number is not null'));
  return out;
}
