import { defineResource } from '../define-resource';
import { datetime, dict, l, money, text } from '../fields/field-builders';
import { withdrawState } from './funds.dict';

/**
 * A company's request to take money out of its account to a bank account, and the platform's decision: paid
 * out or rejected, by whom, when and why. Asked for with the generic submit (never more than the account's
 * available balance at that moment, checked under the company's account lock), changed only while pending,
 * decided by `fundWithdraw/review`. Lists show the account number masked; the detail shows it whole for the payer.
 */
export const fundWithdrawResource = defineResource({
  module: 'fundWithdraw',
  table: 'fund_withdraw',
  section: 'orders-invoices',
  label: l('提现记录', 'Withdrawals'),
  scope: 'company',
  idParam: 'id',
  titleField: 'withdrawNo',
  fields: {
    withdrawNo: text(l('提现单号', 'Withdrawal number'), {
      max: 40,
      readOnly: true,
      unique: 'global',
      search: 'eq',
      column: { width: 190 },
    }),
    amount: money(l('提现金额', 'Amount'), { required: true, min: 1, sortable: true }),
    bankName: text(l('开户银行', 'Bank'), { max: 60, required: true, search: 'contains' }),
    accountName: text(l('账户名', 'Account holder'), { max: 60, required: true, search: 'contains' }),
    accountNo: text(l('银行账号', 'Account number'), {
      max: 32,
      required: true,
      pattern: /^[0-9]{6,32}$/,
      patternRule: l('6 到 32 位数字', '6 to 32 digits'),
      list: false,
    }),
    maskedAccountNo: text(l('收款账号', 'Account'), { max: 40, readOnly: true }),
    remark: text(l('申请备注', 'Note'), { max: 200, list: false }),
    state: dict(l('提现状态', 'State'), { dict: withdrawState, default: 0, readOnly: true, search: 'eq' }),
    applicant: text(l('申请人', 'Asked by'), { max: 60, readOnly: true }),
    reviewedBy: text(l('审核人', 'Reviewer'), { max: 60, readOnly: true }),
    reviewedAt: datetime(l('审核时间', 'Reviewed at'), { readOnly: true, sortable: true }),
    reviewRemark: text(l('审核意见', 'Review remark'), { max: 200, readOnly: true, column: { ellipsis: true } }),
  },
  defaultSort: '-id',
  routes: { list: ['list'], detail: ['detail'], submit: ['submit'], remove: false, export: ['export'] },
  menu: { path: '/fundmanage/withdraw', group: '/fundmanage', icon: 'AccountBookOutlined', sort: 2 },
});
