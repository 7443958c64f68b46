import {
  enabledState,
  examineState,
  permissionCode,
  visitorQrCodeResource,
  visitorResource,
  visitorVerdict,
} from '@parking/resources';
import { lazy } from 'react';
import { get, post, request, updown } from '../../api/client';
import { loadChunk } from '../../app/chunk-load';
import type { Row } from '../../crud/resource-api';
import { filledLabel } from '../../crud/row-action-text';
import type { RowAction } from '../../crud/row-actions';
import { visitorTexts as texts } from './visitor-text';

const VisitorQrDialog = lazy(() => loadChunk(() => import('./VisitorQrDialog')));
const name = (row: Row) => ({ name: String(row.visitorName ?? row.qrName ?? row.id) });
const examine = (row: Row, type: number, remark: string) =>
  get(updown('plat/visitorInfo/examine'), { id: row.id, type, ...(remark ? { remark } : {}) });

/** A visit waiting for review is approved (its car joins the white list for the visit) or refused with a remark. */
export const visitorActions: RowAction[] = [
  {
    key: 'pass',
    label: texts.pass,
    permission: permissionCode(visitorResource, 'edit'),
    lead: true,
    shows: (row) => row.examineState === examineState.values.pending,
    confirm: {
      title: (row) => filledLabel(texts.passConfirm, name(row)),
      remark: { label: texts.remark },
      run: (row, remark) => examine(row, visitorVerdict.values.approve, remark),
      done: texts.done,
    },
  },
  {
    key: 'refuse',
    label: texts.refuse,
    permission: permissionCode(visitorResource, 'edit'),
    lead: true,
    danger: true,
    shows: (row) => row.examineState === examineState.values.pending,
    confirm: {
      title: (row) => filledLabel(texts.refuseTitle, name(row)),
      remark: { label: texts.refuseRemark, required: true },
      run: (row, remark) => examine(row, visitorVerdict.values.refuse, remark),
      done: texts.done,
      danger: true,
    },
  },
];

const switchCode = (path: 'enable' | 'disable') => (row: Row) =>
  request('POST', updown(`plat/visitorqrcode/${path}`), { query: { id: row.id } });

/** A visitor QR code is shown and downloaded, and enabled or disabled. */
export const visitorQrActions: RowAction[] = [
  { key: 'qr', label: texts.qrCode, lead: true, Dialog: VisitorQrDialog },
  {
    key: 'disable',
    label: texts.disable,
    permission: permissionCode(visitorQrCodeResource, 'edit'),
    danger: true,
    shows: (row) => row.state === enabledState.values.enabled,
    confirm: { title: (row) => filledLabel(texts.disableConfirm, name(row)), run: switchCode('disable'), danger: true },
  },
  {
    key: 'enable',
    label: texts.enable,
    permission: permissionCode(visitorQrCodeResource, 'edit'),
    shows: (row) => row.state !== enabledState.values.enabled,
    confirm: { title: (row) => filledLabel(texts.enableConfirm, name(row)), run: switchCode('enable') },
  },
];

export const batchExamine = (ids: number[], type: number, remark: string) =>
  post<{ examined: number }>(updown('plat/visitorInfo/batchExamine'), { ids, type, remark: remark || undefined });
