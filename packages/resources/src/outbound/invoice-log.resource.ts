import { defineResource } from '../define-resource';
import { dict, int, l, text } from '../fields/field-builders';
import { invoiceLogOp, invoiceLogOutcome } from './invoice-dicts';

/** Every request made to the e-invoice platform and what it answered; written by the invoicing service only. */
export const invoiceLogResource = defineResource({
  module: 'invoiceLog',
  table: 'invoice_log',
  section: 'orders-invoices',
  label: l('开票日志', 'Invoice log'),
  scope: 'park',
  idParam: 'id',
  titleField: 'applyNo',
  fields: {
    op: dict(l('操作', 'Operation'), { dict: invoiceLogOp, readOnly: true, search: 'eq' }),
    applyNo: text(l('申请单号', 'Application number'), { max: 40, readOnly: true, search: 'eq' }),
    applyFormId: int(l('开票申请', 'Application'), { readOnly: true, list: false }),
    adapter: text(l('开票平台', 'Platform'), { max: 40, readOnly: true }),
    outcome: dict(l('结果', 'Outcome'), { dict: invoiceLogOutcome, readOnly: true, search: 'eq' }),
    invoiceNo: text(l('发票号码', 'Invoice number'), { max: 30, readOnly: true, search: 'eq' }),
    request: text(l('请求摘要', 'Request'), { max: 1000, readOnly: true, column: { ellipsis: true } }),
    answer: text(l('平台应答', 'Answer'), { max: 1000, readOnly: true, column: { ellipsis: true } }),
  },
  defaultSort: '-id',
  routes: {
    list: ['/invoiceApplyForm/getParkInvoiceLogPageList'],
    detail: [],
    submit: [],
    remove: false,
    export: [],
  },
  menu: { path: '/invoice/log', group: '/invoice', icon: 'FileSearchOutlined', sort: 3 },
});
