import { formatLocalDate, type Lang } from '@parking/domain';
import {
  type DictValue,
  invoiceApplyFormResource,
  invoiceBuyerType,
  invoiceMailState,
  invoiceMedium,
  invoiceState,
  type onlineOrderResource,
  orderState,
} from '@parking/resources';
import { and, count, eq, inArray, isNull, like, ne } from 'drizzle-orm';
import { saveRow } from '../../../crud/save-row';
import { visibleConditions } from '../../../crud/scope';
import type { Db, Tx } from '../../../db/connection';
import { invoiceDocument } from '../../../db/internal-tables';
import type { RowOf } from '../../../db/resource-table';
import { tableOf } from '../../../db/schema';
import type { Access, AppContext } from '../../../platform/context';
import { AppError, badRequest, conflict, notFound } from '../../../platform/errors';
import { lockedOrder } from '../../traffic/orders/order-payments';
import { withTimeout } from '../outbox/retry-schedule';
import { logInvoiceCall, ops } from './invoice-log';
import { adapterOf, sellerOfPark, sellerParty } from './seller-of-park';

export type ApplyForm = RowOf<typeof invoiceApplyFormResource>;
type Order = RowOf<typeof onlineOrderResource>;

export type Buyer = {
  buyerType: DictValue<typeof invoiceBuyerType>;
  buyerName: string;
  buyerTaxNo?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  remark?: string | undefined;
};

export type Caller = { app: AppContext; access: Access; lang: Lang; noteChange?: (c: Record<string, unknown>) => void };

const forms = () => tableOf(invoiceApplyFormResource);
/** An application that holds its order: no second one may be made while it is issuing or issued. */
const holding = [invoiceState.values.issuing, invoiceState.values.issued];
/** An issuing application older than this lost its call (the server stopped): it may be tried again. */
const lostCallMs = 60_000;

/** What of a paid order may be invoiced: what was paid less what was refunded; 400 when nothing. */
export function invoiceableAmount(order: Order): number {
  const paidStates: number[] = [orderState.values.paid, orderState.values.partlyRefunded];
  const amount = (order.paidAmount ?? 0) - (order.refundedAmount ?? 0);
  if (!paidStates.includes(order.state ?? orderState.values.unpaid) || amount <= 0) {
    throw badRequest({
      zh: `订单号(onlineOrderId): 订单 ${order.onlineOrderId} 未支付或已全额退款，不能开票`,
      en: `Order number(onlineOrderId): order ${order.onlineOrderId} is not paid or was refunded in full; it cannot be invoiced`,
    });
  }
  return amount;
}

/** 409 when the order already has an application issuing or issued (other than `except`). */
async function refuseIfHeld(tx: Tx, order: Order, except?: number): Promise<void> {
  const t = forms();
  const [held] = await tx
    .select({ id: t.id, state: t.state, invoiceNo: t.invoiceNo, applyNo: t.applyNo })
    .from(t)
    .where(
      and(
        eq(t.orderId, order.id),
        inArray(t.state, holding),
        isNull(t.deletedAt),
        ...(except === undefined ? [] : [ne(t.id, except)]),
      ),
    )
    .limit(1);
  if (!held) return;
  throw conflict(
    held.state === invoiceState.values.issued
      ? {
          zh: `订单 ${order.onlineOrderId} 已开票（发票号码 ${held.invoiceNo}），一个订单只能开一次，需重开请先红冲`,
          en: `order ${order.onlineOrderId} is invoiced already (invoice ${held.invoiceNo}); an order is invoiced once, reverse it first to invoice again`,
        }
      : {
          zh: `订单 ${order.onlineOrderId} 正在开票（申请 ${held.applyNo}）`,
          en: `order ${order.onlineOrderId} is being invoiced (application ${held.applyNo})`,
        },
  );
}

const applyNoOf = (order: Order, at: Date) =>
  `FP${at.getTime().toString(36).toUpperCase()}${order.id.toString(36).toUpperCase()}`.slice(0, 40);

/**
 * Records an application for a paid order, in one transaction that holds the order's row: of two applications
 * sent together, the second finds the first and is refused.
 */
async function recordApplication(
  c: Caller,
  tx: Tx,
  onlineOrderId: string,
  buyer: Buyer,
  medium: DictValue<typeof invoiceMedium>,
  extra: { state: DictValue<typeof invoiceState>; invoiceNo?: string },
): Promise<ApplyForm> {
  const order = await lockedOrder(tx, onlineOrderId, c.access);
  const amount = invoiceableAmount(order);
  await refuseIfHeld(tx, order);
  const seller = medium === invoiceMedium.values.electronic ? await sellerOfPark(c.app, tx, order.parkId) : null;
  if (seller) adapterOf(c.app, seller);
  const { row } = await saveRow({ ...c, tx }, invoiceApplyFormResource, {
    parkId: order.parkId,
    applyNo: applyNoOf(order, new Date()),
    onlineOrderId: order.onlineOrderId,
    orderId: order.id,
    plateNumber: order.plateNumber,
    amount,
    medium,
    buyerType: buyer.buyerType,
    buyerName: buyer.buyerName,
    buyerTaxNo: buyer.buyerTaxNo ?? null,
    email: buyer.email ?? null,
    phone: buyer.phone ?? null,
    state: extra.state,
    invoiceNo: extra.invoiceNo ?? null,
    mailState: invoiceMailState.values.none,
    sellerName: seller?.sellerName ?? null,
    remark: buyer.remark ?? null,
  } as never);
  return row;
}

/** A driver's or operator's application for an e-invoice of a paid order, issued at once (or failed, honestly). */
export async function applyForInvoice(
  c: Caller,
  onlineOrderId: string,
  buyer: Buyer,
  audit: (tx: Tx) => Promise<void>,
): Promise<ApplyForm> {
  const form = await c.app.db.transaction(async (tx) => {
    const row = await recordApplication(c, tx, onlineOrderId, buyer, invoiceMedium.values.electronic, {
      state: invoiceState.values.issuing,
    });
    await audit(tx);
    return row;
  });
  return issue(c.app, form);
}

/** An order invoiced on paper at the booth: marked, so that it is not invoiced a second time. */
export async function markInvoicedOnPaper(c: Caller, tx: Tx, onlineOrderId: string, printNo: string | undefined) {
  const form = await recordApplication(
    c,
    tx,
    onlineOrderId,
    { buyerType: invoiceBuyerType.values.person, buyerName: '纸质发票' },
    invoiceMedium.values.paper,
    { state: invoiceState.values.issued, invoiceNo: printNo ?? (await nextPrintNo(c.app, tx, c.access)) },
  );
  const [row] = await tx.update(forms()).set({ issuedAt: new Date() }).where(eq(forms().id, form.id)).returning();
  return row ?? form;
}

/**
 * Asks the seller's platform to issue the application's invoice, with the time-out, and records the outcome:
 * issued with its number and PDF, or failed with the platform's reason (to be retried). The platform issues
 * once per application number, so a retry after a lost answer gets the same invoice.
 */
export async function issue(app: AppContext, form: ApplyForm): Promise<ApplyForm> {
  const request = `${form.applyNo} ${form.onlineOrderId} ${form.amount}分 ${form.buyerName}`;
  let adapterName = 'none';
  let outcome: { ok: true; invoiceNo: string; issuedAt: Date; pdf: Buffer } | { ok: false; error: string };
  try {
    const seller = await sellerOfPark(app, app.db, form.parkId);
    const adapter = adapterOf(app, seller);
    adapterName = adapter.name;
    const issued = await withTimeout(app.config.outboxTimeoutMs, (signal) =>
      adapter.issue(
        {
          requestNo: form.applyNo ?? String(form.id),
          seller: sellerParty(seller),
          buyer: { name: form.buyerName ?? '', taxNo: form.buyerTaxNo ?? '', email: form.email ?? '' },
          item: {
            name: seller.goodsName ?? '*经营租赁*停车费',
            plate: form.plateNumber ?? '',
            amountFen: form.amount ?? 0,
            taxRate: seller.taxRate ?? 0,
          },
          remark: `停车订单 ${form.onlineOrderId}`,
        },
        signal,
      ),
    );
    outcome = { ok: true, ...issued };
  } catch (err) {
    outcome = { ok: false, error: (err instanceof Error ? err.message : String(err)).slice(0, 500) };
  }
  return app.db.transaction(async (tx) => {
    const t = forms();
    const values = outcome.ok
      ? {
          state: invoiceState.values.issued,
          invoiceNo: outcome.invoiceNo,
          issuedAt: outcome.issuedAt,
          failReason: null,
        }
      : { state: invoiceState.values.failed, failReason: outcome.error };
    const [row] = await tx
      .update(t)
      .set(values)
      .where(and(eq(t.id, form.id), eq(t.state, invoiceState.values.issuing)))
      .returning();
    if (outcome.ok) {
      await tx
        .insert(invoiceDocument)
        .values({
          applyFormId: form.id,
          companyId: form.companyId,
          invoiceNo: outcome.invoiceNo,
          pdfBase64: outcome.pdf.toString('base64'),
        })
        .onConflictDoUpdate({
          target: invoiceDocument.applyFormId,
          set: { invoiceNo: outcome.invoiceNo, pdfBase64: outcome.pdf.toString('base64') },
        });
    }
    await logInvoiceCall(tx, {
      op: ops.issue,
      companyId: form.companyId,
      parkId: form.parkId,
      applyNo: form.applyNo,
      applyFormId: form.id,
      adapter: adapterName,
      ok: outcome.ok,
      invoiceNo: outcome.ok ? outcome.invoiceNo : null,
      request,
      answer: outcome.ok ? `issued ${outcome.invoiceNo}` : outcome.error,
    });
    return row ?? (await formById(tx, form.id));
  });
}

async function formById(db: Db, id: number): Promise<ApplyForm> {
  const [row] = await db.select().from(forms()).where(eq(forms().id, id));
  if (!row) throw notFound(invoiceApplyFormResource.label, id);
  return row;
}

/** The caller's application, locked for the transaction (404 when it cannot see it). */
export async function lockedForm(tx: Tx, access: Access, id: number): Promise<ApplyForm> {
  const [row] = await tx
    .select()
    .from(forms())
    .where(and(eq(forms().id, id), visibleConditions(invoiceApplyFormResource, access)))
    .for('update');
  if (!row) throw notFound(invoiceApplyFormResource.label, id);
  return row;
}

const stateName = (s: number | null) => invoiceState.items.find((i) => i.value === s)?.label ?? { zh: '?', en: '?' };

const lostCall = (form: ApplyForm) =>
  form.state === invoiceState.values.issuing && Date.now() - form.updatedAt.getTime() > lostCallMs;

/** A failed application (or one whose call was lost) is issued again, unless its order was invoiced since. */
export async function retry(c: Caller, id: number, audit: (tx: Tx) => Promise<void>): Promise<ApplyForm> {
  const form = await c.app.db.transaction(async (tx) => {
    const row = await lockedForm(tx, c.access, id);
    if (row.state === invoiceState.values.issued) {
      throw conflict({
        zh: `申请 ${row.applyNo} 已开票，不再重试`,
        en: `application ${row.applyNo} is issued; nothing to retry`,
      });
    }
    if (row.state === invoiceState.values.issuing && !lostCall(row)) {
      throw conflict({ zh: `申请 ${row.applyNo} 正在开票`, en: `application ${row.applyNo} is being issued` });
    }
    if (row.state !== invoiceState.values.failed && !lostCall(row)) {
      const s = stateName(row.state);
      throw badRequest({
        zh: `申请 ${row.applyNo} ${s.zh}，只有开票失败的申请可以重试`,
        en: `application ${row.applyNo} is ${s.en.toLowerCase()}; only failed applications are retried`,
      });
    }
    if (row.medium !== invoiceMedium.values.electronic) {
      throw badRequest({ zh: '纸质发票不经开票平台，无需重试', en: 'a paper invoice does not go to the platform' });
    }
    const order = await lockedOrder(tx, row.onlineOrderId ?? '', c.access);
    invoiceableAmount(order);
    await refuseIfHeld(tx, order, row.id);
    const [issuing] = await tx
      .update(forms())
      .set({ state: invoiceState.values.issuing, failReason: null })
      .where(eq(forms().id, row.id))
      .returning();
    c.noteChange?.({ [`invoiceApplyForm:${row.id}`]: { state: { old: row.state, new: invoiceState.values.issuing } } });
    await audit(tx);
    return issuing ?? row;
  });
  return issue(c.app, form);
}

/** An application not issued (failed, or its call lost) is cancelled; an issued one is reversed instead. */
export async function cancel(c: Caller, tx: Tx, id: number): Promise<ApplyForm> {
  const row = await lockedForm(tx, c.access, id);
  if (row.state === invoiceState.values.issued) {
    throw badRequest({
      zh: `申请 ${row.applyNo} 已开票，不能取消，请红冲`,
      en: `application ${row.applyNo} is issued; it cannot be cancelled, reverse it with a red invoice`,
    });
  }
  if (row.state === invoiceState.values.issuing && !lostCall(row)) {
    throw conflict({ zh: `申请 ${row.applyNo} 正在开票`, en: `application ${row.applyNo} is being issued` });
  }
  if (row.state === invoiceState.values.cancelled || row.state === invoiceState.values.reversed) {
    const s = stateName(row.state);
    throw badRequest({ zh: `申请 ${row.applyNo} ${s.zh}`, en: `application ${row.applyNo} is ${s.en.toLowerCase()}` });
  }
  const [done] = await tx
    .update(forms())
    .set({ state: invoiceState.values.cancelled })
    .where(eq(forms().id, row.id))
    .returning();
  c.noteChange?.({ [`invoiceApplyForm:${row.id}`]: { state: { old: row.state, new: invoiceState.values.cancelled } } });
  return done ?? row;
}

/**
 * Reverses an issued invoice with a red invoice (the platform's, for an e-invoice; a paper one is only marked):
 * the order may be invoiced again. Holds the application's row while the platform answers, so two reversals
 * sent together reverse once.
 */
async function reverseIn(c: Caller, tx: Tx, id: number, reason: string): Promise<ApplyForm> {
  const row = await lockedForm(tx, c.access, id);
  if (row.state !== invoiceState.values.issued) {
    const s = stateName(row.state);
    throw badRequest({
      zh: `申请 ${row.applyNo} ${s.zh}，只有已开票的发票可以红冲`,
      en: `application ${row.applyNo} is ${s.en.toLowerCase()}; only issued invoices are reversed`,
    });
  }
  let redInvoiceNo: string | null = null;
  let reversedAt = new Date();
  if (row.medium === invoiceMedium.values.electronic) {
    const seller = await sellerOfPark(c.app, tx, row.parkId);
    const adapter = adapterOf(c.app, seller);
    const request = `${row.applyNo} ${row.invoiceNo} ${row.amount}分 ${reason}`;
    try {
      const red = await withTimeout(c.app.config.outboxTimeoutMs, (signal) =>
        adapter.reverse(
          {
            requestNo: `${row.applyNo}R`,
            seller: sellerParty(seller),
            invoiceCode: row.invoiceCode ?? null,
            invoiceNo: row.invoiceNo ?? '',
            amountFen: row.amount ?? 0,
            reason,
          },
          signal,
        ),
      );
      redInvoiceNo = red.redInvoiceNo;
      reversedAt = red.reversedAt;
      await logInvoiceCall(tx, {
        op: ops.reverse,
        companyId: row.companyId,
        parkId: row.parkId,
        applyNo: row.applyNo,
        applyFormId: row.id,
        adapter: adapter.name,
        ok: true,
        invoiceNo: redInvoiceNo,
        request,
        answer: `reversed by ${redInvoiceNo}`,
      });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      throw new ReverseRefused(error, {
        op: ops.reverse,
        companyId: row.companyId,
        parkId: row.parkId,
        applyNo: row.applyNo,
        applyFormId: row.id,
        adapter: adapter.name,
        ok: false,
        invoiceNo: row.invoiceNo,
        request,
        answer: error,
      });
    }
  }
  const [done] = await tx
    .update(forms())
    .set({ state: invoiceState.values.reversed, redInvoiceNo, reversedAt, remark: reason.slice(0, 200) })
    .where(eq(forms().id, row.id))
    .returning();
  c.noteChange?.({ [`invoiceApplyForm:${row.id}`]: { state: { old: row.state, new: invoiceState.values.reversed } } });
  return done ?? row;
}

/** The platform did not reverse: 502, carrying the log entry to keep once the call's transaction is undone. */
export class ReverseRefused extends AppError {
  constructor(
    error: string,
    readonly entry: Parameters<typeof logInvoiceCall>[1],
  ) {
    super(502, {
      zh: `开票平台未能红冲：${error}`,
      en: `the e-invoice platform did not reverse the invoice: ${error}`,
    });
  }
}

/** Reverses in one transaction with the call's operate log; a refusal by the platform is kept on the invoice log. */
export async function reverse(c: Caller, id: number, reason: string, audit: (tx: Tx) => Promise<void>) {
  try {
    return await c.app.db.transaction(async (tx) => {
      const row = await reverseIn(c, tx, id, reason);
      await audit(tx);
      return row;
    });
  } catch (err) {
    if (err instanceof ReverseRefused) await c.app.db.transaction((tx) => logInvoiceCall(tx, err.entry));
    throw err;
  }
}

/** The number the next paper invoice printed today takes: the day and a sequence within the caller's scope. */
export async function nextPrintNo(app: AppContext, db: Db, access: Access): Promise<string> {
  const day = formatLocalDate(new Date(), app.config.timeZone).replaceAll('-', '');
  const t = forms();
  const [n] = await db
    .select({ n: count() })
    .from(t)
    .where(
      and(
        eq(t.medium, invoiceMedium.values.paper),
        like(t.invoiceNo, `${day}%`),
        visibleConditions(invoiceApplyFormResource, access),
      ),
    );
  return `${day}${String((n?.n ?? 0) + 1).padStart(4, '0')}`;
}

/** The PDF of an issued invoice, as the platform delivered it. */
export async function invoicePdfOf(db: Db, form: ApplyForm): Promise<Buffer> {
  const [doc] = await db.select().from(invoiceDocument).where(eq(invoiceDocument.applyFormId, form.id));
  if (!doc) {
    throw notFound({ zh: '发票文件', en: 'Invoice file' }, form.applyNo);
  }
  return Buffer.from(doc.pdfBase64, 'base64');
}

export { formById };
