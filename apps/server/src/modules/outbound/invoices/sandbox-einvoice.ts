import { formatLocalDateTime } from '@parking/domain';
import { SandboxRecorder } from '../adapters/sandbox-recorder';
import type {
  EInvoiceAdapter,
  InvoiceSeller,
  IssuedInvoice,
  IssueRequest,
  ReverseRequest,
  SellerStatus,
} from './einvoice-adapter';
import { invoicePdf } from './invoice-pdf';

/**
 * An e-invoice platform played offline: it numbers invoices as the digital ones are numbered (20 digits: year,
 * region, then a sequence), answers a repeated request number with the invoice it issued, writes each invoice
 * as a PDF marked as the sandbox's, and registers a seller once its interface data arrives.
 */
export class SandboxEInvoice extends SandboxRecorder implements EInvoiceAdapter {
  readonly name = 'sandbox';
  private readonly issued = new Map<string, IssuedInvoice>();
  private readonly sellers = new Map<string, SellerStatus>();
  // seconds since the epoch times 100: numbers keep rising across restarts
  private seq = Math.floor(Date.now() / 1000) * 100;

  constructor(private readonly timeZone: string) {
    super();
  }

  private nextNo(at: Date): string {
    this.seq += 1;
    return `${String(at.getFullYear()).slice(2)}31${String(this.seq % 1e16).padStart(16, '0')}`;
  }

  issue(req: IssueRequest, signal: AbortSignal) {
    const asked = { requestNo: req.requestNo, seller: req.seller.taxNo, buyer: req.buyer.name, item: req.item };
    return this.perform(
      'issue',
      asked,
      () => {
        const known = this.issued.get(req.requestNo);
        if (known) return known;
        if (req.item.amountFen <= 0) throw new Error('sandbox e-invoice: 开票金额必须大于 0');
        const issuedAt = new Date();
        const invoiceNo = this.nextNo(issuedAt);
        const pdf = invoicePdf({
          title: '电子发票（普通发票）',
          invoiceNo,
          invoiceCode: null,
          issuedOn: formatLocalDateTime(issuedAt, this.timeZone).slice(0, 10),
          seller: req.seller,
          buyer: req.buyer,
          item: req.item,
          remark: req.remark,
          drawer: req.seller.drawer,
          watermark: '开票沙箱生成，不是有效发票 (sandbox, not a valid invoice)',
        });
        const invoice = { invoiceCode: null, invoiceNo, issuedAt, pdf };
        this.issued.set(req.requestNo, invoice);
        return invoice;
      },
      signal,
    );
  }

  reverse(req: ReverseRequest, signal: AbortSignal) {
    return this.perform(
      'reverse',
      { requestNo: req.requestNo, invoiceNo: req.invoiceNo, amountFen: req.amountFen, reason: req.reason },
      () => {
        const at = new Date();
        return { redInvoiceNo: this.nextNo(at), reversedAt: at };
      },
      signal,
    );
  }

  submitSeller(seller: InvoiceSeller & { appSecret: string | null }, signal: AbortSignal) {
    return this.perform(
      'submitSeller',
      { taxNo: seller.taxNo, name: seller.name, appId: seller.appId },
      () => {
        if (this.sellers.get(seller.taxNo) !== 'opened') this.sellers.set(seller.taxNo, 'submitted');
        return { text: JSON.stringify({ code: 0, msg: 'accepted' }) };
      },
      signal,
    );
  }

  inviteUrl(seller: InvoiceSeller, signal: AbortSignal) {
    return this.perform(
      'inviteUrl',
      { taxNo: seller.taxNo },
      // the sandbox takes the invitation as accepted at once: the seller is open from now on
      () => {
        this.sellers.set(seller.taxNo, 'opened');
        return `sandbox://fapiao/invite?taxNo=${encodeURIComponent(seller.taxNo)}`;
      },
      signal,
    );
  }

  sellerStatus(seller: InvoiceSeller, signal: AbortSignal) {
    return this.perform(
      'sellerStatus',
      { taxNo: seller.taxNo },
      () => this.sellers.get(seller.taxNo) ?? 'none',
      signal,
    );
  }
}
