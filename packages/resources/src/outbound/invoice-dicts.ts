import { defineDictionary } from '../dictionaries/define-dictionary';

/** Where an invoice application is: each state says what the e-invoice platform holds of it. */
export const invoiceState = defineDictionary(
  'invoiceState',
  { zh: '开票状态', en: 'Invoice state' },
  {
    issuing: [1, '开票中', 'Issuing'],
    issued: [2, '已开票', 'Issued'],
    failed: [3, '开票失败', 'Failed'],
    cancelled: [4, '已取消', 'Cancelled'],
    reversed: [5, '已红冲', 'Reversed'],
  },
);

/** Who the invoice is made out to. */
export const invoiceBuyerType = defineDictionary(
  'invoiceBuyerType',
  { zh: '抬头类型', en: 'Buyer type' },
  {
    person: [1, '个人', 'Person'],
    company: [2, '单位', 'Company'],
  },
);

/** How the invoice was made: by the e-invoice platform, or on paper at the booth (only marked here). */
export const invoiceMedium = defineDictionary(
  'invoiceMedium',
  { zh: '发票形式', en: 'Medium' },
  {
    electronic: [1, '电子发票', 'E-invoice'],
    paper: [2, '纸质发票', 'Paper'],
  },
);

/** Where the invoice's e-mail to the buyer is. */
export const invoiceMailState = defineDictionary(
  'invoiceMailState',
  { zh: '邮件状态', en: 'E-mail state' },
  {
    none: [0, '未发送', 'Not sent'],
    sending: [1, '发送中', 'Sending'],
    sent: [2, '已发送', 'Sent'],
    failed: [3, '发送失败', 'Failed'],
  },
);

/** What the red invoice call does: reverse only, or reverse and apply again with the same buyer. */
export const redInvoiceType = defineDictionary(
  'redInvoiceType',
  { zh: '红冲方式', en: 'Reversal' },
  {
    reverse: [1, '红冲', 'Reverse'],
    reissue: [2, '红冲并重开', 'Reverse and issue again'],
  },
);

/** The e-invoice platform a seller is registered with. */
export const invoicePlatform = defineDictionary(
  'invoicePlatform',
  { zh: '开票平台', en: 'E-invoice platform' },
  {
    sandbox: ['sandbox', '开票沙箱(离线)', 'Sandbox (offline)'],
    tencent: ['tencent', '腾讯电子发票', 'Tencent e-invoice'],
  },
);

/** Whether the seller's interface data reached the platform and the seller may issue. */
export const invoiceInterfaceState = defineDictionary(
  'invoiceInterfaceState',
  { zh: '接口状态', en: 'Interface state' },
  {
    none: [0, '未提交', 'Not submitted'],
    submitted: [1, '已提交待开通', 'Submitted'],
    opened: [2, '已开通', 'Open'],
  },
);

/** One request to the e-invoice platform, as the invoice log lists it. */
export const invoiceLogOp = defineDictionary(
  'invoiceLogOp',
  { zh: '操作', en: 'Operation' },
  {
    issue: ['issue', '开票', 'Issue'],
    reverse: ['reverse', '红冲', 'Reverse'],
    invite: ['invite', '入驻邀请', 'Invite'],
    status: ['status', '开通状态查询', 'Status check'],
    interface: ['interface', '提交接口资料', 'Interface data'],
  },
);

export const invoiceLogOutcome = defineDictionary(
  'invoiceLogOutcome',
  { zh: '结果', en: 'Outcome' },
  {
    ok: [1, '成功', 'Succeeded'],
    failed: [0, '失败', 'Failed'],
  },
);

export const invoiceDictionaries = [
  invoiceState,
  invoiceBuyerType,
  invoiceMedium,
  invoiceMailState,
  redInvoiceType,
  invoicePlatform,
  invoiceInterfaceState,
  invoiceLogOp,
  invoiceLogOutcome,
];
