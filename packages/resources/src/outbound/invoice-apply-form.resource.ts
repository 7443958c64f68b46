import { defineResource } from '../define-resource';
import { datetime, dict, int, l, money, phone, plate, text } from '../fields/field-builders';
import { invoiceBuyerType, invoiceMailState, invoiceMedium, invoiceState } from './invoice-dicts';

/**
 * A driver's (or an operator's) request to invoice one paid parking order, and what became of it: issued with
 * its number, failed with the platform's reason, cancelled, or reversed by a red invoice. An order has at most
 * one application that is issuing or issued. Written by the invoicing service only (`invoice/setInvoice`).
 */
export const invoiceApplyFormResource = defineResource({
  module: 'invoiceApplyForm',
  table: 'invoice_apply_form',
  section: 'orders-invoices',
  label: l('开票申请', 'Invoice application'),
  scope: 'park',
  idParam: 'id',
  titleField: 'applyNo',
  fields: {
    applyNo: text(l('申请单号', 'Application number'), {
      max: 40,
      readOnly: true,
      unique: 'global',
      search: 'eq',
      column: { width: 170 },
    }),
    onlineOrderId: text(l('订单号', 'Order number'), {
      max: 40,
      readOnly: true,
      search: 'eq',
      column: { ellipsis: true },
    }),
    orderId: int(l('订单', 'Order'), { readOnly: true, list: false }),
    plateNumber: plate(l('车牌号', 'Plate'), { readOnly: true, search: 'contains' }),
    amount: money(l('开票金额', 'Amount'), { readOnly: true, min: 0 }),
    medium: dict(l('发票形式', 'Medium'), { dict: invoiceMedium, default: 1, readOnly: true, search: 'eq' }),
    buyerType: dict(l('抬头类型', 'Buyer type'), { dict: invoiceBuyerType, default: 1, readOnly: true }),
    buyerName: text(l('发票抬头', 'Buyer'), { max: 100, readOnly: true, search: 'contains' }),
    buyerTaxNo: text(l('购方税号', 'Buyer taxpayer number'), { max: 20, readOnly: true, list: false }),
    email: text(l('接收邮箱', 'E-mail'), { max: 100, readOnly: true, list: false }),
    phone: phone(l('手机号', 'Phone'), { readOnly: true, list: false }),
    state: dict(l('开票状态', 'State'), { dict: invoiceState, readOnly: true, search: 'eq' }),
    invoiceCode: text(l('发票代码', 'Invoice code'), { max: 20, readOnly: true, list: false }),
    invoiceNo: text(l('发票号码', 'Invoice number'), { max: 30, readOnly: true, search: 'eq' }),
    issuedAt: datetime(l('开票时间', 'Issued at'), { readOnly: true, search: 'range', sortable: true }),
    failReason: text(l('失败原因', 'Failure'), { max: 500, readOnly: true, column: { ellipsis: true } }),
    redInvoiceNo: text(l('红字发票号码', 'Red invoice number'), { max: 30, readOnly: true, list: false }),
    reversedAt: datetime(l('红冲时间', 'Reversed at'), { readOnly: true, list: false }),
    mailState: dict(l('邮件状态', 'E-mail state'), { dict: invoiceMailState, default: 0, readOnly: true }),
    mailedAt: datetime(l('邮件送达', 'E-mailed at'), { readOnly: true, list: false }),
    sellerName: text(l('销方名称', 'Seller'), { max: 100, readOnly: true, list: false }),
    remark: text(l('备注', 'Remark'), { max: 200, readOnly: true, list: false }),
  },
  defaultSort: '-id',
  indexes: [['onlineOrderId']],
  routes: { list: ['list'], detail: ['detail'], submit: [], export: ['export'] },
  menu: { path: '/invoice/apply', group: '/invoice', icon: 'FileTextOutlined', sort: 1 },
});
