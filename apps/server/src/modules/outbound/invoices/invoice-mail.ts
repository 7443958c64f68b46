import { fenToYuanText } from '@parking/domain';
import {
  invoiceApplyFormResource,
  invoiceMailState,
  invoiceMedium,
  invoiceState,
  outboundKind,
} from '@parking/resources';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import type { AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { enqueue, registerOutboxTopic } from '../outbox/outbox';
import { type ApplyForm, type Caller, invoicePdfOf, lockedForm } from './invoice-apply.service';

const mailTopic = 'invoice.mail';
const forms = () => tableOf(invoiceApplyFormResource);

/**
 * An issued e-invoice sent to the buyer's e-mail, with its PDF, through the outbox: the PDF is read when the
 * message is sent, and the application's e-mail state follows the message (delivered, or a dead letter).
 */
registerOutboxTopic(mailTopic, {
  kind: outboundKind.values.email,
  adapter: (app) => app.outbound.mail.name,
  // the mail and its PDF are written into the message when it is queued: a send reads nothing from the database
  send: (app, p, signal) =>
    app.outbound.mail.send(
      {
        to: String(p.to),
        subject: String(p.subject ?? ''),
        text: String(p.text ?? ''),
        attachments: Array.isArray(p.attachments) ? (p.attachments as { name: string; base64: string }[]) : [],
      },
      signal,
    ),
  settled: async (tx, row, outcome) => {
    const id = Number((row.payload as Record<string, unknown> | null)?.applyFormId);
    if (!Number.isInteger(id)) return;
    await tx
      .update(forms())
      .set(
        outcome.delivered
          ? { mailState: invoiceMailState.values.sent, mailedAt: new Date() }
          : { mailState: invoiceMailState.values.failed },
      )
      .where(eq(forms().id, id));
  },
});

/** Puts the invoice's e-mail in the outbox (to the address given, else the application's own). */
export async function sendInvoiceMail(c: Caller, tx: Tx, id: number, to?: string): Promise<ApplyForm> {
  const form = await lockedForm(tx, c.access, id);
  if (form.state !== invoiceState.values.issued || form.medium !== invoiceMedium.values.electronic) {
    throw badRequest({
      zh: `申请 ${form.applyNo} 没有已开具的电子发票可发送`,
      en: `application ${form.applyNo} has no issued e-invoice to send`,
    });
  }
  const address = to ?? form.email;
  if (!address) {
    throw badRequest({ zh: '接收邮箱(email): 不能为空', en: 'E-mail(email): is required' });
  }
  return queueMail(c.app, tx, form, address);
}

export async function queueMail(app: AppContext, tx: Tx, form: ApplyForm, to: string): Promise<ApplyForm> {
  await enqueue(tx, app, {
    topic: mailTopic,
    summary: `发票 ${form.invoiceNo} → ${to}`,
    payload: {
      applyFormId: form.id,
      to,
      subject: `电子发票 ${form.invoiceNo}（${form.sellerName ?? ''}）`,
      text: `您好，附件是停车订单 ${form.onlineOrderId}（车牌 ${form.plateNumber ?? ''}）的电子发票，金额 ¥${fenToYuanText(form.amount ?? 0)}，发票号码 ${form.invoiceNo}。`,
      attachments: [{ name: `${form.invoiceNo}.pdf`, base64: (await invoicePdfOf(tx, form)).toString('base64') }],
    },
  });
  const [row] = await tx
    .update(forms())
    .set({ mailState: invoiceMailState.values.sending, email: to })
    .where(eq(forms().id, form.id))
    .returning();
  return row ?? form;
}
