import { defineResource } from '../define-resource';
import { date, datetime, int, l, money, text } from '../fields/field-builders';

/**
 * A park's day settled with its company: what the day took online through the platform's payment channels (not
 * cash at the booth), the refunds of online payments given that day, the platform's service fee (its rate in
 * basis points kept on the row) and the net credited to the company's account. One row per park and local day
 * (`settleNo` names both), written once by the shipped job 资金日结算 and never changed.
 */
export const fundSettlementResource = defineResource({
  module: 'fundSettlement',
  table: 'fund_settlement',
  section: 'orders-invoices',
  label: l('结算记录', 'Settlements'),
  scope: 'park',
  idParam: 'id',
  titleField: 'settleNo',
  fields: {
    settleNo: text(l('结算单号', 'Settlement number'), {
      max: 40,
      required: true,
      readOnly: true,
      unique: 'global',
      search: 'eq',
      column: { width: 170 },
    }),
    settleDate: date(l('结算日期', 'Day'), { required: true, readOnly: true, search: 'range', sortable: true }),
    payCount: int(l('线上笔数', 'Online payments'), { required: true, readOnly: true }),
    onlineAmount: money(l('线上收款', 'Taken online'), { required: true, readOnly: true, sortable: true }),
    refundCount: int(l('退款笔数', 'Refunds'), { required: true, readOnly: true, column: { hidden: true } }),
    refundAmount: money(l('退款金额', 'Refunded'), { required: true, readOnly: true }),
    feeRate: int(l('服务费率(万分之)', 'Fee rate (basis points)'), { required: true, readOnly: true }),
    feeAmount: money(l('服务费', 'Service fee'), { required: true, readOnly: true }),
    netAmount: money(l('结算金额', 'Net credited'), { required: true, readOnly: true, sortable: true }),
    settledAt: datetime(l('结算时间', 'Settled at'), { required: true, readOnly: true, column: { hidden: true } }),
  },
  defaultSort: '-settleDate',
  indexes: [['parkId', 'settleDate'], ['settleDate']],
  routes: { list: ['list'], detail: ['detail'], submit: [], remove: false, export: ['export'] },
  menu: { path: '/fundmanage/settlement', group: '/fundmanage', icon: 'FileTextOutlined', sort: 3 },
});
