import { invoiceMedium, invoiceState } from '@parking/resources';
import { lazy } from 'react';
import { download, request, saveFile, updown } from '../../api/client';
import { loadChunk } from '../../app/chunk-load';
import { deferred, type ListExtension } from '../../crud/list-extensions';
import type { Row } from '../../crud/resource-api';
import type { RowAction } from '../../crud/row-actions';
import { ivLabel } from './invoice-text';

const RenewalDialog = lazy(() => loadChunk(() => import('./SellerRenewalDialog')));
const InterfaceDialog = lazy(() => loadChunk(() => import('./SellerInterfaceDialog')));

const states = invoiceState.values;
const electronic = (row: Row) => row.medium === invoiceMedium.values.electronic;
const names = (row: Row) => ({
  applyNo: String(row.applyNo ?? row.id),
  invoiceNo: String(row.invoiceNo ?? ''),
  email: String(row.email ?? ''),
});
const call = (path: string, query: Record<string, string | number>) =>
  request('POST', updown(`invoiceApplyForm/${path}`), { query });

/** The PDF of an issued (or since reversed) e-invoice, saved under its invoice number. */
export const downloadInvoicePdf = async (row: Row) =>
  saveFile(await download(updown('invoiceApplyForm/downloadPdf'), { id: Number(row.id) }, `${row.invoiceNo}.pdf`));

/** What an operator does with an application, each offered in the states where the server allows it. */
export const invoiceApplyActions: RowAction[] = [
  {
    key: 'retry',
    label: ivLabel('retry'),
    permission: 'invoiceApplyForm:retry',
    lead: true,
    shows: (row) => row.state === states.failed,
    confirm: {
      title: (row) => ivLabel('retryConfirm', names(row)),
      run: (row) => call('retry', { id: Number(row.id) }),
    },
  },
  {
    key: 'pdf',
    label: ivLabel('pdf'),
    lead: true,
    shows: (row) => electronic(row) && (row.state === states.issued || row.state === states.reversed),
    onClick: (row) => void downloadInvoicePdf(row).catch(() => {}),
  },
  {
    key: 'email',
    label: ivLabel('email'),
    permission: 'invoiceApplyForm:email',
    shows: (row) => electronic(row) && row.state === states.issued && Boolean(row.email),
    confirm: {
      title: (row) => ivLabel('emailConfirm', names(row)),
      run: (row) => call('sendEmail', { id: Number(row.id) }),
      done: ivLabel('emailQueued'),
    },
  },
  {
    key: 'red',
    label: ivLabel('red'),
    permission: 'invoiceApplyForm:red',
    danger: true,
    shows: (row) => row.state === states.issued,
    confirm: {
      title: (row) => ivLabel('redConfirm', names(row)),
      remark: { label: ivLabel('redReason'), required: true },
      run: (row, reason) => call('redInvoice', { id: Number(row.id), type: 1, reason }),
      danger: true,
    },
  },
  {
    key: 'cancel',
    label: ivLabel('cancel'),
    permission: 'invoiceApplyForm:cancel',
    danger: true,
    shows: (row) => row.state === states.failed || row.state === states.issuing,
    confirm: {
      title: (row) => ivLabel('cancelConfirm', names(row)),
      run: (row) => call('cancel', { id: Number(row.id) }),
      danger: true,
    },
  },
];

/** A seller's invoicing service is renewed, and its interface data sent to the e-invoice platform. */
export const sellerConfigActions: RowAction[] = [
  {
    key: 'renewal',
    label: ivLabel('renewal'),
    permission: 'invoiceSellerConfig:renewal',
    lead: true,
    Dialog: RenewalDialog,
  },
  {
    key: 'interface',
    label: ivLabel('interface'),
    permission: 'invoiceSellerConfig:interface',
    Dialog: InterfaceDialog,
  },
];

export const invoiceListExtensions: Record<string, ListExtension> = {
  invoiceApplyForm: {
    rowActions: invoiceApplyActions,
    Toolbar: deferred(() => import('./IssueInvoiceToolbar')),
  },
  invoiceSellerConfig: { rowActions: sellerConfigActions },
};
