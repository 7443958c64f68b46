import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { invoiceMailState, invoiceState } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxEInvoice } from '../../src/modules/outbound/invoices/sandbox-einvoice';
import { deliverDue } from '../../src/modules/outbound/outbox/outbox';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { ok, type Row } from '../system/helpers';

let app: TestApp;
let admin: string;
let sandbox: SandboxEInvoice;

type Form = Row & { state: number; invoiceNo: string | null; applyNo: string; amount: number; mailState: number };

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
  sandbox = app.context.invoicing.adapters.sandbox as SandboxEInvoice;
});
afterAll(() => app.close());

/** Paid orders of the demo traffic not invoiced yet, with their park. */
async function paidOrders(n: number): Promise<{ onlineOrderId: string; parkId: number; kept: number }[]> {
  const rows = await app.database.query<{ online_order_id: string; park_id: string; kept: string }>(
    `select o.online_order_id, o.park_id, o.paid_amount - o.refunded_amount as kept from park_order o
      where o.state = 1 and o.paid_amount > 0 and o.deleted_at is null
        and not exists (select 1 from invoice_apply_form f where f.order_id = o.id)
      order by o.id limit ${n}`,
  );
  return rows.map((r) => ({ onlineOrderId: r.online_order_id, parkId: Number(r.park_id), kept: Number(r.kept) }));
}

async function configureSeller(parkId: number) {
  return ok<Row>(app, 'POST', '/api/updown/invoiceSellerConfig/submit', {
    token: admin,
    body: {
      parkId,
      sellerName: '阳光花园停车管理有限公司',
      taxNo: '91310000MA1K000001',
      addressPhone: '上海市浦东新区 021-12345678',
      startDate: '2026-01-01',
      endDate: '2030-12-31',
      platform: 'sandbox',
    },
  });
}

const apply = (onlineOrderId: string, extra: Record<string, unknown> = {}) =>
  call<Form>(app, 'POST', '/api/updown/invoice/setInvoice', {
    token: admin,
    body: { onlineOrderId, buyerType: 1, buyerName: '张三', ...extra },
  });

describe('invoices', () => {
  it('issues a paid order once, refuses a second application, and a red invoice makes it invoiceable again', async () => {
    const [order] = await paidOrders(1);
    if (!order) throw new Error('the demo has no paid order');
    await configureSeller(order.parkId);
    const first = await apply(order.onlineOrderId);
    expect(first.status).toBe(200);
    expect(first.body.data.state).toBe(invoiceState.values.issued);
    expect(first.body.data.invoiceNo).toMatch(/^\d{20}$/);
    expect(first.body.data.amount).toBe(order.kept);

    const second = await apply(order.onlineOrderId);
    expect(second.status).toBe(409);
    expect(second.body.msg).toContain(first.body.data.invoiceNo);

    const red = await call<Form>(app, 'POST', '/api/updown/invoiceApplyForm/redInvoice', {
      token: admin,
      query: { id: first.body.data.id, type: 1 },
    });
    expect(red.status).toBe(200);
    expect(red.body.data.state).toBe(invoiceState.values.reversed);
    const again = await apply(order.onlineOrderId);
    expect(again.status).toBe(200);
    expect(again.body.data.state).toBe(invoiceState.values.issued);
    expect(again.body.data.invoiceNo).not.toBe(first.body.data.invoiceNo);
  });

  it('lets one of two simultaneous applications for an order win', async () => {
    const [order] = await paidOrders(1);
    if (!order) throw new Error('the demo has no paid order');
    await configureSeller(order.parkId);
    const answers = await Promise.all([apply(order.onlineOrderId), apply(order.onlineOrderId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const held = await app.database.query<{ n: string }>(
      `select count(*) as n from invoice_apply_form where online_order_id = $1 and state in (1, 2)`,
      [order.onlineOrderId],
    );
    expect(Number(held[0]?.n)).toBe(1);
  });

  it('keeps a failed issue honest, and a retry issues it', async () => {
    const [order] = await paidOrders(1);
    if (!order) throw new Error('the demo has no paid order');
    await configureSeller(order.parkId);
    sandbox.failNext(1, 'sandbox: 税局接口繁忙');
    const failed = await apply(order.onlineOrderId);
    expect(failed.body.data.state).toBe(invoiceState.values.failed);
    expect(failed.body.data.failReason).toContain('繁忙');
    const retried = await ok<Form>(app, 'POST', '/api/updown/invoiceApplyForm/retry', {
      token: admin,
      query: { id: failed.body.data.id },
    });
    expect(retried.state).toBe(invoiceState.values.issued);
    const cancel = await call(app, 'POST', '/api/updown/invoiceApplyForm/cancel', {
      token: admin,
      query: { id: failed.body.data.id },
    });
    expect(cancel.status).toBe(400);
  });

  it('writes a real PDF with seller, buyer, the amount in yuan and in Chinese capitals, and e-mails it through the outbox', async () => {
    const [order] = await paidOrders(1);
    if (!order) throw new Error('the demo has no paid order');
    await configureSeller(order.parkId);
    const form = await ok<Form>(app, 'POST', '/api/updown/invoice/setInvoice', {
      token: admin,
      body: {
        onlineOrderId: order.onlineOrderId,
        buyerType: 2,
        buyerName: '上海某某科技有限公司',
        buyerTaxNo: '91310115MA1H7XXX0Y',
        email: 'buyer@example.com',
      },
    });
    const res = await app.fastify.inject({
      method: 'GET',
      url: `/api/updown/invoiceApplyForm/downloadPdf?id=${form.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    const { fenToYuanText, toChineseAmount } = await import('@parking/domain');
    for (const expected of [
      '阳光花园停车管理有限公司',
      '上海某某科技有限公司',
      form.invoiceNo ?? '',
      fenToYuanText(order.kept),
      toChineseAmount(order.kept / 100),
    ]) {
      expect(text).toContain(expected);
    }

    expect(form.mailState).toBe(invoiceMailState.values.sending);
    await expect
      .poll(async () => {
        await app.context.db.transaction((tx) => deliverDue(tx, app.context));
        const row = await ok<Form>(app, 'GET', '/api/updown/invoiceApplyForm/detail', {
          token: admin,
          query: { id: form.id },
        });
        return row.mailState;
      })
      .toBe(invoiceMailState.values.sent);
  });

  it('refuses bad input naming the field', async () => {
    const res = await call(app, 'POST', '/api/updown/invoice/setInvoice', {
      token: admin,
      body: { onlineOrderId: 'X1', buyerType: 2, buyerName: '某公司' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('buyerTaxNo');
  });
});

/** The PDF's text, read by poppler's pdftotext where installed, else from its hex strings (UCS-2). */
function pdfText(pdf: Buffer): string {
  const bin = ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].find(existsSync);
  if (bin) {
    const file = join(mkdtempSync(join(tmpdir(), 'inv-')), 'i.pdf');
    writeFileSync(file, pdf);
    return execFileSync(bin, ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  }
  return [...pdf.toString('latin1').matchAll(/<([0-9A-F]{4,})> Tj/g)]
    .map((m) =>
      Buffer.from(m[1] ?? '', 'hex')
        .swap16()
        .toString('utf16le'),
    )
    .join('\n');
}
