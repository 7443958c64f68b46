import { oweResource, oweState, permissionCode } from '@parking/resources';
import { moneyText } from '../../crud/money';
import type { Row } from '../../crud/resource-api';
import type { RowAction } from '../../crud/row-actions';
import { cancelOwe, checkOwe, payOwe } from './owe-api';
import { owLabel } from './owe-text';

const edit = permissionCode(oweResource, 'edit');
const unpaid = (row: Row) => row.state === oweState.values.normal;
const owedFen = (row: Row) => Number(row.amount ?? 0) - Number(row.paidAmount ?? 0);
const about = (row: Row) => ({ plate: String(row.plateNumber ?? ''), amount: moneyText(owedFen(row)) });

/**
 * An arrear's actions: an unpaid one is paid in full or cancelled with a reason; one not yet reviewed is
 * marked reviewed. Each asks first, naming the plate and the amount.
 */
export const arrearsActions: RowAction[] = [
  {
    key: 'pay',
    label: owLabel('pay'),
    permission: edit,
    lead: true,
    shows: unpaid,
    confirm: {
      title: (row) => owLabel('payConfirm', about(row)),
      run: (row) => payOwe(row.id),
      done: owLabel('paid'),
    },
  },
  {
    key: 'cancel',
    label: owLabel('cancel'),
    permission: edit,
    lead: true,
    danger: true,
    shows: unpaid,
    confirm: {
      title: (row) => owLabel('cancelTitle', about(row)),
      remark: { label: owLabel('cancelReason'), required: true },
      run: (row, reason) => cancelOwe(row.id, reason),
      done: owLabel('cancelled'),
    },
  },
  {
    key: 'check',
    label: owLabel('check'),
    permission: edit,
    lead: true,
    shows: (row) => row.checked !== true,
    confirm: {
      title: (row) => owLabel('checkConfirm', about(row)),
      run: (row) => checkOwe(row.id),
      done: owLabel('checked'),
    },
  },
];
