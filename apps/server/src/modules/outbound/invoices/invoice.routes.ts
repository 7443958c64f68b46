import { fenToYuanText, formatLocalDateTime, type Message, toChineseAmount } from '@parking/domain';
import {
  idSchema,
  invoiceApplyFormResource,
  invoiceBuyerType,
  invoiceState,
  onlineOrderResource,
  redInvoiceType,
} from '@parking/resources';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { rowSerializer } from '../../../crud/serialize';
import { visibleOne } from '../../../crud/visible-rows';
import { tableOf } from '../../../db/schema';
import type { AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { type AnyRoute, defineRoute, FileAnswer } from '../../../platform/route-table';
import { orderOf } from '../../traffic/orders/order-payments';
import {
  type ApplyForm,
  applyForInvoice,
  type Buyer,
  cancel,
  invoicePdfOf,
  markInvoicedOnPaper,
  nextPrintNo,
  retry,
  reverse,
} from './invoice-apply.service';
import { queueMail, sendInvoiceMail } from './invoice-mail';

/** Buttons of the invoice applications page, each guarding its call. */
export const invoicePermissions = {
  apply: 'invoiceApplyForm:apply',
  retry: 'invoiceApplyForm:retry',
  cancel: 'invoiceApplyForm:cancel',
  red: 'invoiceApplyForm:red',
  email: 'invoiceApplyForm:email',
} as const;

const names: Record<string, Message> = {
  id: { zh: '开票申请', en: 'Application' },
  onlineOrderId: { zh: '订单号', en: 'Order number' },
  orderId: { zh: '订单号', en: 'Order number' },
  buyerType: { zh: '抬头类型', en: 'Buyer type' },
  buyerName: { zh: '发票抬头', en: 'Buyer' },
  buyerTaxNo: { zh: '购方税号', en: 'Buyer taxpayer number' },
  email: { zh: '接收邮箱', en: 'E-mail' },
  phone: { zh: '手机号', en: 'Phone' },
  remark: { zh: '备注', en: 'Remark' },
  type: { zh: '红冲方式', en: 'Reversal' },
  reason: { zh: '红冲原因', en: 'Reason' },
  printNo: { zh: '纸质发票号', en: 'Paper invoice number' },
};
const labels = (k: string) => names[k];

const orderNo = z.string().trim().min(1).max(40);
const email = z.string().trim().max(100).email();
const taxNo = z
  .string()
  .trim()
  .regex(/^[0-9A-Z]{15,20}$/);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const buyerSchema = z
  .object({
    onlineOrderId: orderNo.optional(),
    orderId: orderNo.optional(),
    buyerType: z.union([z.literal(invoiceBuyerType.values.person), z.literal(invoiceBuyerType.values.company)]),
    buyerName: z.string().trim().min(1).max(100),
    buyerTaxNo: z.preprocess(blankToUndefined, taxNo.optional()),
    email: z.preprocess(blankToUndefined, email.optional()),
    phone: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^1\d{10}$/)
        .optional(),
    ),
    remark: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  })
  .superRefine((v, ctx) => {
    if (!v.onlineOrderId && !v.orderId) ctx.addIssue({ code: 'custom', path: ['onlineOrderId'], message: 'required' });
    if (v.buyerType === invoiceBuyerType.values.company && !v.buyerTaxNo) {
      ctx.addIssue({ code: 'custom', path: ['buyerTaxNo'], message: 'a company buyer needs its taxpayer number' });
    }
  });
type BuyerBody = z.infer<typeof buyerSchema>;

const answerOf = (app: AppContext, row: ApplyForm) => rowSerializer(invoiceApplyFormResource, app.config.timeZone)(row);

const idQuery = z.object({ id: idSchema });

export const invoiceRoutes: AnyRoute[] = [
  defineRoute<Record<string, never>, BuyerBody>({
    method: 'POST',
    url: '/api/updown/invoice/setInvoice',
    section: 'orders-invoices',
    summary:
      'Applies for the e-invoice of a paid order and issues it at once through the park’s e-invoice platform; an order is invoiced once (409 while it holds an issuing or issued invoice); with an e-mail, the invoice is sent through the outbox',
    permission: invoicePermissions.apply,
    ownTransactions: true,
    body: buyerSchema,
    labels,
    handler: async ({ app, access, lang, body, noteChange, audit }) => {
      const c = { app, access, lang, noteChange };
      const buyer: Buyer = body;
      const form = await applyForInvoice(c, body.onlineOrderId ?? body.orderId ?? '', buyer, audit);
      if (form.state === invoiceState.values.issued && form.email) {
        return answerOf(app, await app.db.transaction((tx) => queueMail(app, tx, form, form.email ?? '')));
      }
      return answerOf(app, form);
    },
  }),
  defineRoute<{ id: number }, undefined>({
    method: 'POST',
    url: '/api/updown/invoiceApplyForm/retry',
    section: 'orders-invoices',
    summary: 'Issues a failed application again (the platform issues once per application number)',
    permission: invoicePermissions.retry,
    ownTransactions: true,
    query: idQuery,
    labels,
    handler: async ({ app, access, lang, query, noteChange, audit }) =>
      answerOf(app, await retry({ app, access, lang, noteChange }, query.id, audit)),
  }),
  defineRoute<{ id: number }, undefined>({
    method: 'POST',
    url: '/api/updown/invoiceApplyForm/cancel',
    section: 'orders-invoices',
    summary: 'Cancels an application that was not issued; an issued invoice is reversed with redInvoice instead',
    permission: invoicePermissions.cancel,
    query: idQuery,
    labels,
    handler: async ({ app, access, lang, query, noteChange }) =>
      answerOf(app, await app.db.transaction((tx) => cancel({ app, access, lang, noteChange }, tx, query.id))),
  }),
  defineRoute<{ id: number; type: 1 | 2; reason?: string }, undefined>({
    method: 'POST',
    url: '/api/updown/invoiceApplyForm/redInvoice',
    section: 'orders-invoices',
    summary:
      'Reverses an issued invoice with a red invoice, after which the order may be invoiced again; type 2 applies again at once for the same buyer',
    permission: invoicePermissions.red,
    ownTransactions: true,
    query: z.object({
      id: idSchema,
      type: z.coerce
        .number()
        .pipe(z.union([z.literal(redInvoiceType.values.reverse), z.literal(redInvoiceType.values.reissue)]))
        .default(redInvoiceType.values.reverse),
      reason: z.string().trim().max(200).optional(),
    }),
    labels,
    handler: async ({ app, access, lang, query, noteChange, audit }) => {
      const c = { app, access, lang, noteChange };
      const reversed = await reverse(c, query.id, query.reason || '红冲', audit);
      if (query.type !== redInvoiceType.values.reissue) return answerOf(app, reversed);
      const again = await applyForInvoice(
        c,
        reversed.onlineOrderId ?? '',
        {
          buyerType: reversed.buyerType ?? invoiceBuyerType.values.person,
          buyerName: reversed.buyerName ?? '',
          buyerTaxNo: reversed.buyerTaxNo ?? undefined,
          email: reversed.email ?? undefined,
          phone: reversed.phone ?? undefined,
        },
        async () => {},
      );
      return { ...answerOf(app, reversed), reissued: answerOf(app, again) };
    },
  }),
  defineRoute<{ id: number; email?: string }, undefined>({
    method: 'POST',
    url: '/api/updown/invoiceApplyForm/sendEmail',
    section: 'orders-invoices',
    summary:
      'Sends the issued e-invoice with its PDF to the application’s e-mail (or the one given) through the outbox; its e-mail state follows the message',
    permission: invoicePermissions.email,
    query: z.object({ id: idSchema, email: z.preprocess(blankToUndefined, email.optional()) }),
    labels,
    handler: async ({ app, access, lang, query, noteChange }) =>
      answerOf(
        app,
        await app.db.transaction((tx) => sendInvoiceMail({ app, access, lang, noteChange }, tx, query.id, query.email)),
      ),
  }),
  defineRoute<{ id: number }, undefined>({
    method: 'GET',
    url: '/api/updown/invoiceApplyForm/downloadPdf',
    section: 'orders-invoices',
    summary: 'The issued invoice’s PDF, as the e-invoice platform delivered it',
    file: true,
    query: idQuery,
    labels,
    handler: async ({ app, access, query }) => {
      const form = await visibleOne(app.db, invoiceApplyFormResource, access, query.id);
      if (form.state !== invoiceState.values.issued && form.state !== invoiceState.values.reversed) {
        throw badRequest({
          zh: `开票申请(id): ${form.applyNo} 没有已开具的发票`,
          en: `Application(id): ${form.applyNo} has no issued invoice`,
        });
      }
      return new FileAnswer(`${form.invoiceNo}.pdf`, 'application/pdf', await invoicePdfOf(app.db, form));
    },
  }),
  defineRoute<Record<string, never>, { orderId: string; printNo?: string }>({
    method: 'POST',
    url: '/api/updown/invoice/updateParkOrderInvoiced',
    section: 'orders-invoices',
    summary:
      'Marks a paid order as invoiced on paper at the booth (with the paper invoice number, or the next print number), so that it is not invoiced again',
    permission: invoicePermissions.apply,
    body: z.object({
      orderId: orderNo,
      printNo: z.preprocess(
        blankToUndefined,
        z
          .string()
          .regex(/^[0-9A-Za-z-]{4,30}$/)
          .optional(),
      ),
    }),
    labels,
    handler: async ({ app, access, lang, body, noteChange }) =>
      answerOf(
        app,
        await app.db.transaction((tx) =>
          markInvoicedOnPaper({ app, access, lang, noteChange }, tx, body.orderId, body.printNo),
        ),
      ),
  }),
  defineRoute<{ orderId: string }, undefined>({
    method: 'GET',
    url: '/api/updown/invoice/getReceipt',
    section: 'orders-invoices',
    summary:
      'A paid order’s receipt to print: order, plate, park, times, the amount in yuan and in Chinese capitals, and its invoice if any',
    query: z.object({ orderId: orderNo }),
    labels,
    handler: async ({ app, access, query }) => {
      const order = await orderOf(app.db, query.orderId, access);
      const t = tableOf(invoiceApplyFormResource);
      const [invoice] = await app.db
        .select()
        .from(t)
        .where(and(eq(t.orderId, order.id), isNull(t.deletedAt)))
        .orderBy(desc(t.id))
        .limit(1);
      const kept = (order.paidAmount ?? 0) - (order.refundedAmount ?? 0);
      const tz = app.config.timeZone;
      return {
        ...rowSerializer(onlineOrderResource, tz)(order),
        receiptAmount: kept,
        receiptYuan: fenToYuanText(kept),
        receiptInWords: toChineseAmount(kept / 100),
        printedAt: formatLocalDateTime(new Date(), tz),
        invoice: invoice ? answerOf(app, invoice) : null,
      };
    },
  }),
  defineRoute<Record<string, never>, undefined>({
    method: 'GET',
    url: '/api/updown/invoice/getPrintNo',
    section: 'orders-invoices',
    summary: 'The number the next paper invoice printed today takes (day and sequence)',
    handler: async ({ app, access }) => ({ printNo: await nextPrintNo(app, app.db, access) }),
  }),
];
