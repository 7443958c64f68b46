import { formatLocalDate, type Message } from '@parking/domain';
import { type DictValue, invoiceInterfaceState, invoiceSellerConfigResource } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { visibleConditions } from '../../../crud/scope';
import type { Tx } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import type { Access, AppContext } from '../../../platform/context';
import { AppError, badRequest, notFound } from '../../../platform/errors';
import { sealSecret } from '../../../platform/secret-box';
import { withTimeout } from '../outbox/retry-schedule';
import type { SellerStatus } from './einvoice-adapter';
import { logInvoiceCall, ops } from './invoice-log';
import { adapterOf, type SellerRow, sellerParty } from './seller-of-park';

const sellers = () => tableOf(invoiceSellerConfigResource);

export async function lockedSeller(tx: Tx, access: Access, id: number): Promise<SellerRow> {
  const [row] = await tx
    .select()
    .from(sellers())
    .where(and(eq(sellers().id, id), visibleConditions(invoiceSellerConfigResource, access)))
    .for('update');
  if (!row) throw notFound(invoiceSellerConfigResource.label, id);
  return row;
}

/** Adds whole years to a date (yyyy-MM-dd); 29 February becomes 28 February in a common year. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * Extends the invoicing service: by whole years from its end (or from today when it has ended), or to a new
 * end date later than the present one.
 */
export async function renewSeller(
  app: AppContext,
  tx: Tx,
  access: Access,
  id: number,
  by: { years?: number | undefined; newEndDate?: string | undefined },
): Promise<SellerRow> {
  const row = await lockedSeller(tx, access, id);
  const today = formatLocalDate(new Date(), app.config.timeZone);
  let endDate: string;
  if (by.newEndDate) {
    if (by.newEndDate <= row.endDate) {
      throw badRequest({
        zh: `新截止日期(newEndDate): 必须晚于现在的截止日期 ${row.endDate}`,
        en: `New end date(newEndDate): must be later than the present end ${row.endDate}`,
      });
    }
    endDate = by.newEndDate;
  } else if (by.years) {
    endDate = addYears(row.endDate < today ? today : row.endDate, by.years);
  } else {
    throw badRequest({
      zh: '续期年数(RenewalYear): 续期年数或新截止日期(newEndDate)必须给出一个',
      en: 'Years(RenewalYear): give the years to renew or a new end date (newEndDate)',
    });
  }
  const [done] = await tx.update(sellers()).set({ endDate }).where(eq(sellers().id, row.id)).returning();
  return done ?? row;
}

const platformDown = (what: Message, error: string) =>
  new AppError(502, {
    zh: `开票平台未能${what.zh}：${error}`,
    en: `the e-invoice platform could not ${what.en}: ${error}`,
  });

/** Calls the seller's platform with the time-out; the call and its answer go to the invoice log either way. */
async function callPlatform<T>(
  app: AppContext,
  seller: SellerRow,
  op: (typeof ops)[keyof typeof ops],
  what: Message,
  work: (signal: AbortSignal) => Promise<T>,
  describe: (answer: T) => string,
): Promise<T> {
  const adapter = adapterOf(app, seller);
  const entry = {
    op,
    companyId: seller.companyId,
    parkId: seller.parkId,
    adapter: adapter.name,
    request: seller.taxNo,
  };
  try {
    const answer = await withTimeout(app.config.outboxTimeoutMs, work);
    await app.db.transaction((tx) => logInvoiceCall(tx, { ...entry, ok: true, answer: describe(answer) }));
    return answer;
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await app.db.transaction((tx) => logInvoiceCall(tx, { ...entry, ok: false, answer: error }));
    throw platformDown(what, error);
  }
}

/** The seller's interface data (app id and key) sent to its platform; the key is kept sealed, never answered. */
export async function submitInterfaceData(
  app: AppContext,
  access: Access,
  id: number,
  data: { appId: string; appSecret?: string | undefined },
): Promise<SellerRow> {
  const seller = await app.db.transaction((tx) => lockedSeller(tx, access, id));
  await callPlatform(
    app,
    seller,
    ops.interface,
    { zh: '接收接口资料', en: 'take the interface data' },
    (signal) =>
      adapterOf(app, seller).submitSeller(
        { ...sellerParty(seller), appId: data.appId, appSecret: data.appSecret ?? null },
        signal,
      ),
    (a) => a.text,
  );
  return app.db.transaction(async (tx) => {
    const row = await lockedSeller(tx, access, id);
    const [done] = await tx
      .update(sellers())
      .set({
        appId: data.appId,
        ...(data.appSecret ? { appSecret: sealSecret(app.tokenSecret, data.appSecret) } : {}),
        interfaceState:
          row.interfaceState === invoiceInterfaceState.values.opened
            ? invoiceInterfaceState.values.opened
            : invoiceInterfaceState.values.submitted,
      })
      .where(eq(sellers().id, row.id))
      .returning();
    return done ?? row;
  });
}

/** The address where the seller accepts the platform's invitation (Tencent e-invoice's sub-merchant entry). */
export async function inviteUrl(app: AppContext, access: Access, id: number): Promise<string> {
  const seller = await app.db.transaction((tx) => lockedSeller(tx, access, id));
  return callPlatform(
    app,
    seller,
    ops.invite,
    { zh: '给出邀请地址', en: 'give the invitation address' },
    (signal) => adapterOf(app, seller).inviteUrl(sellerParty(seller), signal),
    (url) => url,
  );
}

const stateOf: Record<SellerStatus, DictValue<typeof invoiceInterfaceState>> = {
  none: invoiceInterfaceState.values.none,
  submitted: invoiceInterfaceState.values.submitted,
  opened: invoiceInterfaceState.values.opened,
};

/** Asks the platform whether the seller is open for invoicing, and keeps the answer on the settings. */
export async function checkSellerStatus(app: AppContext, access: Access, id: number, audit: (tx: Tx) => Promise<void>) {
  const seller = await app.db.transaction((tx) => lockedSeller(tx, access, id));
  const status = await callPlatform(
    app,
    seller,
    ops.status,
    { zh: '查询开通状态', en: 'tell the seller’s status' },
    (signal) => adapterOf(app, seller).sellerStatus(sellerParty(seller), signal),
    (s) => s,
  );
  return app.db.transaction(async (tx) => {
    await tx.update(sellers()).set({ interfaceState: stateOf[status] }).where(eq(sellers().id, seller.id));
    await audit(tx);
    return { RecordID: seller.id, status, interfaceState: stateOf[status], opened: status === 'opened' };
  });
}
