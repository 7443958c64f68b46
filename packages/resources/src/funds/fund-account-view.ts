import { defineResource } from '../define-resource';
import { date, l, money, ref } from '../fields/field-builders';

/**
 * A company's account with the platform, worked out when asked from its rows (nothing stored that could drift):
 * the net of every settled park day, the withdrawals paid out, those still pending, and what is left to
 * withdraw (settled − paid − pending). Declared like a resource for the console's list page; it has no table and
 * is not in `resources` (its route is hand-written in apps/server/src/modules/funds).
 */
export const fundAccountView = defineResource({
  module: 'fundAccount',
  table: '',
  section: 'orders-invoices',
  label: l('资金账户', 'Accounts'),
  scope: 'company',
  idParam: 'id',
  titleField: 'companyId',
  fields: {
    companyId: ref(l('所属公司', 'Company'), { to: 'basecompany', search: 'eq' }),
    settledAmount: money(l('累计结算', 'Settled'), { sortable: true }),
    paidAmount: money(l('已提现', 'Withdrawn')),
    pendingAmount: money(l('提现中', 'Pending withdrawals')),
    availableAmount: money(l('可提现余额', 'Available'), { sortable: true }),
    lastSettleDate: date(l('最近结算日', 'Last settled day')),
  },
  defaultSort: '-availableAmount',
  routes: { list: ['list'], detail: [], submit: [], remove: false, export: [] },
  menu: { path: '/fundmanage/account', group: '/fundmanage', icon: 'WalletOutlined', sort: 1 },
});
