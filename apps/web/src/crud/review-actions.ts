import { examineState, type Lang, type ResourceDef, reviewCode, reviewOf, routeUrl } from '@parking/resources';
import { post } from '../api/client';
import type { Row } from './resource-api';
import { actionText } from './row-action-text';
import type { RowAction } from './row-actions';

const { pending, approved, refused } = examineState.values;

/**
 * Approve and reject in the rows of a resource whose rows are reviewed (its declaration has review fields):
 * approve a pending or rejected row, reject a pending one with a reason. Reviews are the platform's.
 */
export function reviewActions(def: ResourceDef, lang: Lang): RowAction[] {
  const review = reviewOf(def);
  if (!review) return [];
  const title = (row: Row) => String(row[def.titleField] ?? row.id);
  const examine = (row: Row, state: number, remark?: string) =>
    post(routeUrl(def, 'examine'), {
      [def.idParam]: row.id,
      [review.state]: state,
      [review.remark]: remark || undefined,
    });
  return [
    {
      key: 'approve',
      label: actionText('approve', lang),
      permission: reviewCode(def),
      platformOnly: true,
      lead: true,
      shows: (row) => row[review.state] === pending || row[review.state] === refused,
      confirm: {
        title: (row) => actionText('approveConfirm', lang, { title: title(row) }),
        run: (row) => examine(row, approved),
        done: actionText('approved', lang),
      },
    },
    {
      key: 'refuse',
      label: actionText('refuse', lang),
      permission: reviewCode(def),
      platformOnly: true,
      lead: true,
      danger: true,
      shows: (row) => row[review.state] === pending,
      confirm: {
        title: (row) => actionText('refuseConfirm', lang, { title: title(row) }),
        remark: { label: actionText('refuseReason', lang), required: true },
        run: (row, remark) => examine(row, refused, remark),
        done: actionText('refused', lang),
      },
    },
  ];
}
