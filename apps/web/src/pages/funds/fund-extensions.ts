import { fundWithdrawResource, reviewCode, routeUrl, withdrawState } from '@parking/resources';
import { post } from '../../api/client';
import type { ListExtension } from '../../crud/list-extensions';
import type { Row } from '../../crud/resource-api';
import type { RowAction } from '../../crud/row-actions';

const { pending, paid, rejected } = withdrawState.values;
const withdrawalOf = (row: Row) => String(row.withdrawNo ?? row.id);
const yuan = (row: Row) => (Number(row.amount ?? 0) / 100).toFixed(2);
const review = (row: Row, state: number, reviewRemark: string) =>
  post(routeUrl(fundWithdrawResource, 'review'), {
    id: Number(row.id),
    state,
    reviewRemark: reviewRemark || undefined,
  });

/** The platform decides a pending withdrawal: paid out once the money is sent, or rejected with the reason. */
const withdrawActions: RowAction[] = [
  {
    key: 'paid',
    label: { zh: '确认打款', en: 'Mark paid' },
    permission: reviewCode(fundWithdrawResource),
    platformOnly: true,
    lead: true,
    shows: (row) => row.state === pending,
    confirm: {
      title: (row) => ({
        zh: `确认已向 ${row.accountName} 打款 ${yuan(row)} 元（提现单 ${withdrawalOf(row)}）？`,
        en: `Confirm ${yuan(row)} yuan was paid to ${row.accountName} (withdrawal ${withdrawalOf(row)})?`,
      }),
      remark: { label: { zh: '打款备注（如银行流水号）', en: 'Remark (e.g. the bank reference)' } },
      run: (row, remark) => review(row, paid, remark),
      done: { zh: '已标记为已打款', en: 'Marked paid' },
    },
  },
  {
    key: 'reject',
    label: { zh: '驳回', en: 'Reject' },
    permission: reviewCode(fundWithdrawResource),
    platformOnly: true,
    lead: true,
    danger: true,
    shows: (row) => row.state === pending,
    confirm: {
      title: (row) => ({ zh: `驳回提现单 ${withdrawalOf(row)}`, en: `Reject withdrawal ${withdrawalOf(row)}` }),
      remark: { label: { zh: '驳回原因', en: 'Reason for rejecting' }, required: true },
      run: (row, remark) => review(row, rejected, remark),
      done: { zh: '已驳回，金额已退回可提现余额', en: 'Rejected; the amount is available again' },
      danger: true,
    },
  },
];

export const fundListExtensions: Record<string, ListExtension> = {
  fundWithdraw: { rowActions: withdrawActions },
};
