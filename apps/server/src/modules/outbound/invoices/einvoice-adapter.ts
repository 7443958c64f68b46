/**
 * The e-invoice platform, one small interface: issue an invoice for a request number (a repeat of the same
 * number answers the invoice already issued, as the platforms do), reverse it with a red invoice, and the
 * seller's registration (interface data, invitation, status). Each call takes an AbortSignal for the time-out.
 */
export type InvoiceSeller = {
  name: string;
  taxNo: string;
  addressPhone: string;
  bankAccount: string;
  drawer: string;
  appId: string | null;
};

export type IssueRequest = {
  /** Ours, unique: the platform issues at most one invoice per request number. */
  requestNo: string;
  seller: InvoiceSeller;
  buyer: { name: string; taxNo: string; email: string };
  item: { name: string; plate: string; amountFen: number; taxRate: number };
  remark: string;
};

export type IssuedInvoice = { invoiceCode: string | null; invoiceNo: string; issuedAt: Date; pdf: Buffer };

export type ReverseRequest = {
  requestNo: string;
  seller: InvoiceSeller;
  invoiceCode: string | null;
  invoiceNo: string;
  amountFen: number;
  reason: string;
};

export type SellerStatus = 'none' | 'submitted' | 'opened';

export type EInvoiceAdapter = {
  name: string;
  issue(req: IssueRequest, signal: AbortSignal): Promise<IssuedInvoice>;
  reverse(req: ReverseRequest, signal: AbortSignal): Promise<{ redInvoiceNo: string; reversedAt: Date }>;
  submitSeller(seller: InvoiceSeller & { appSecret: string | null }, signal: AbortSignal): Promise<{ text: string }>;
  inviteUrl(seller: InvoiceSeller, signal: AbortSignal): Promise<string>;
  sellerStatus(seller: InvoiceSeller, signal: AbortSignal): Promise<SellerStatus>;
};
