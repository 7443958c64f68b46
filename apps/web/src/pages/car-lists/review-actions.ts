import {
  manageBookResource,
  manageBookState,
  permissionCode,
  whiteListResource,
  whiteListStatus,
} from '@parking/resources';
import { post, request, updown } from '../../api/client';
import type { Row } from '../../crud/resource-api';
import { filledLabel } from '../../crud/row-action-text';
import type { RowAction } from '../../crud/row-actions';
import { texts } from './texts';

const plate = (row: Row) => ({ plate: String(row.plateNumber) });

/** Approve and refuse of a row under review, each calling the module's own review call. */
function reviewPair(o: {
  code: string;
  pending: (row: Row) => boolean;
  pass: (row: Row) => Promise<unknown>;
  refuse: (row: Row, remark: string) => Promise<unknown>;
  remarkRequired: boolean;
}): RowAction[] {
  return [
    {
      key: 'pass',
      label: texts.pass,
      permission: o.code,
      lead: true,
      shows: o.pending,
      confirm: { title: (row) => filledLabel(texts.passConfirm, plate(row)), run: o.pass, done: texts.done },
    },
    {
      key: 'refuse',
      label: texts.refuse,
      permission: o.code,
      lead: true,
      danger: true,
      shows: o.pending,
      confirm: {
        title: (row) => filledLabel(texts.refuseTitle, plate(row)),
        remark: { label: texts.refuseRemark, required: o.remarkRequired },
        run: o.refuse,
        done: texts.done,
      },
    },
  ];
}

/** A white-list entry waiting for review is approved, or refused with an optional remark. */
export const whiteListActions = reviewPair({
  code: permissionCode(whiteListResource, 'edit'),
  pending: (row) => row.dataStatus === whiteListStatus.values.pending,
  pass: (row) => post(updown('parkWhiteNew/approval'), { id: row.id, dataStatus: whiteListStatus.values.approved }),
  refuse: (row, auditRemark) =>
    post(updown('parkWhiteNew/approval'), {
      id: row.id,
      dataStatus: whiteListStatus.values.refused,
      auditRemark: auditRemark || undefined,
    }),
  remarkRequired: false,
});

/** A pending registration is passed (the car joins the white list) or refused with a remark. */
export const manageBookActions = reviewPair({
  code: permissionCode(manageBookResource, 'edit'),
  pending: (row) => row.state === manageBookState.values.pending,
  pass: (row) => request('POST', updown('plat/managebook/pass'), { query: { id: row.id } }),
  refuse: (row, RefuseRemark) =>
    request('POST', updown('plat/managebook/refuse'), { query: { id: row.id, RefuseRemark } }),
  remarkRequired: true,
});
