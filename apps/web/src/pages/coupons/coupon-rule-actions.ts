import { couponRuleResource, couponRuleState, permissionCode } from '@parking/resources';
import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';
import type { Row } from '../../crud/resource-api';
import type { RowAction } from '../../crud/row-actions';
import { changeRule } from './coupon-api';
import { cwLabel } from './coupon-text';

const IssueCouponsDialog = lazy(() => loadChunk(() => import('./IssueCouponsDialog')));
const CancelRuleDialog = lazy(() => loadChunk(() => import('./CancelRuleDialog')));
const GrantParksDialog = lazy(() => loadChunk(() => import('./GrantParksDialog')));

const edit = permissionCode(couponRuleResource, 'edit');
/** Issuing has a button of its own (merchant users issue but do not edit rules), declared on sendRuleCoupon. */
const send = `${couponRuleResource.module}:send`;
const { enabled, stopped, cancelled } = couponRuleState.values;
const rule = (row: Row) => ({ rule: String(row.ruleName ?? '') });

/**
 * A rule's actions by its state: an enabled one issues coupons and is stopped, a stopped one is enabled again,
 * either is cancelled for good; the parks it holds at are chosen while it is not cancelled.
 */
export const couponRuleActions: RowAction[] = [
  {
    key: 'issue',
    label: cwLabel('issue'),
    permission: send,
    lead: true,
    shows: (row) => row.state === enabled,
    Dialog: IssueCouponsDialog,
  },
  {
    key: 'enable',
    label: cwLabel('enable'),
    permission: edit,
    lead: true,
    shows: (row) => row.state === stopped,
    confirm: {
      title: (row) => cwLabel('enableConfirm', rule(row)),
      run: (row) => changeRule(row.id, 'enable'),
      done: cwLabel('enabled'),
    },
  },
  {
    key: 'parks',
    label: cwLabel('parks'),
    permission: edit,
    shows: (row) => row.state !== cancelled,
    Dialog: GrantParksDialog,
  },
  {
    key: 'stop',
    label: cwLabel('stop'),
    permission: edit,
    danger: true,
    shows: (row) => row.state === enabled,
    confirm: {
      title: (row) => cwLabel('stopConfirm', rule(row)),
      run: (row) => changeRule(row.id, 'stop'),
      done: cwLabel('stopped'),
    },
  },
  {
    key: 'cancel',
    label: cwLabel('cancelRule'),
    permission: edit,
    danger: true,
    shows: (row) => row.state === enabled || row.state === stopped,
    Dialog: CancelRuleDialog,
  },
];
