import { carApplyResource, carApplyState, permissionCode } from '@parking/resources';
import { request, updown } from '../../api/client';
import type { Row } from '../../crud/resource-api';
import { filledLabel, translated } from '../../crud/row-action-text';
import type { RowAction } from '../../crud/row-actions';
import { texts } from '../car-lists/texts';

const { submitted, refused } = carApplyState.values;
const review = permissionCode(carApplyResource, 'edit');
const apply = permissionCode(carApplyResource, 'add');
const plate = (row: Row) => ({ plate: String(row.plateNumber) });
const done = translated('carApply.done');

/**
 * An application's actions by its state: a submitted one is passed (its monthly pass is made) or refused
 * with a remark; a refused one is applied for again; either may be cancelled.
 */
export const carApplyActions: RowAction[] = [
  {
    key: 'pass',
    label: texts.pass,
    permission: review,
    lead: true,
    shows: (row) => row.state === submitted,
    confirm: {
      title: (row) => filledLabel(texts.passConfirm, plate(row)),
      run: (row) => request('POST', updown('parkCarApply/pass'), { query: { recordId: row.id } }),
      done,
    },
  },
  {
    key: 'refuse',
    label: texts.refuse,
    permission: review,
    lead: true,
    danger: true,
    shows: (row) => row.state === submitted,
    confirm: {
      title: (row) => filledLabel(texts.refuseTitle, plate(row)),
      remark: { label: texts.refuseRemark, required: true },
      run: (row, auditRemark) =>
        request('GET', updown('parkCarApply/refuse'), { query: { recordId: row.id, auditRemark } }),
      done,
    },
  },
  {
    key: 'again',
    label: translated('carApply.again'),
    permission: apply,
    lead: true,
    shows: (row) => row.state === refused,
    confirm: {
      title: (row) => translated('carApply.againConfirm', plate(row)),
      run: (row) => request('POST', updown('parkCarApply/againApply'), { body: { recordId: row.id } }),
      done,
    },
  },
  {
    key: 'cancel',
    label: translated('carApply.cancel'),
    permission: apply,
    lead: true,
    danger: true,
    shows: (row) => row.state === submitted || row.state === refused,
    confirm: {
      title: (row) => translated('carApply.cancelConfirm', plate(row)),
      run: (row) => request('GET', updown('parkCarApply/cancel'), { query: { recordId: row.id } }),
      done,
    },
  },
];
