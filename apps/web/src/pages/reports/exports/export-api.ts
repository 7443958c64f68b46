import { download, get, type Page, type Query, request, updown } from '../../../api/client';

/** A background export as the server answers it (see reportExport/progress). */
export type ExportRow = {
  id: number;
  title: string;
  source: string;
  state: 1 | 2 | 3;
  rowsWritten: number;
  totalRows: number;
  percent: number;
  fileSize: number | null;
  fileName: string | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  expiresAt: string | null;
  downloadable: boolean;
};

export const exportState = { running: 1, done: 2, failed: 3 } as const;

export const listExports = (query: Query) => get<Page<ExportRow>>(updown('reportExport/list'), query);

export const exportProgress = (exportId: number) =>
  get<ExportRow>(updown('reportExport/progress'), { exportId }, { silent: true });

export const downloadExport = (row: Pick<ExportRow, 'id' | 'title' | 'fileName'>) =>
  download(updown('reportExport/download'), { exportId: row.id }, row.fileName ?? `${row.title}.xlsx`);

export const deleteExports = (ids: number[]) =>
  request<unknown>('POST', updown('static/deleteParkingReport'), { query: { ids: ids.join(',') } });
