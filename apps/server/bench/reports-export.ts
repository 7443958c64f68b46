import { createWriteStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { reportExportState } from '@parking/resources';
import ExcelJS from 'exceljs';
import type { ServerChild } from './reports-server';

export type ExportMeasured = {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  peakRssMb: number;
  startRssMb: number;
  fileMb: number;
  dataRowsInFile: number;
};

type Envelope<T> = { success: boolean; msg?: string; data: T };

async function getJson<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const answer = (await res.json()) as Envelope<T>;
  if (!answer.success) throw new Error(`${url} answered ${res.status}: ${answer.msg}`);
  return answer.data;
}

/** Data rows of an xlsx file (rows after the header), read as a stream: the file is never loaded whole. */
export async function countXlsxRows(file: string): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let rows = 0;
  for await (const sheet of reader) {
    for await (const _row of sheet) rows++;
  }
  return Math.max(0, rows - 1);
}

/**
 * The in/out records export of the rows entered since `inTimeStart` (a background export, being over
 * EXPORT_BACKGROUND_ROWS): asked, followed through /reportExport/progress to done, and downloaded to `file`,
 * with the server's RSS sampled throughout.
 */
export async function measureExport(
  server: ServerChild,
  token: string,
  filters: Record<string, string>,
  file: string,
  log: (line: string) => void,
): Promise<ExportMeasured> {
  const startRssMb = server.rssMb();
  server.resetPeak();
  const started = performance.now();
  const asked = await getJson<{ background?: boolean; exportId?: number }>(
    `${server.url}/api/updown/parkIORecord/export?${new URLSearchParams(filters)}`,
    token,
  );
  if (!asked.background || !asked.exportId)
    throw new Error(`the export did not go to the background: ${JSON.stringify(asked)}`);
  type Progress = { state: number; rowsWritten: number; totalRows: number; error?: string };
  let progress: Progress;
  let shown = 0;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    progress = await getJson<Progress>(
      `${server.url}/api/updown/reportExport/progress?exportId=${asked.exportId}`,
      token,
    );
    if (progress.state === reportExportState.values.failed) throw new Error(`the export failed: ${progress.error}`);
    if (progress.state === reportExportState.values.done) break;
    if (performance.now() - shown > 10_000) {
      shown = performance.now();
      log(`  export: ${progress.rowsWritten} of ${progress.totalRows} rows, RSS ${server.rssMb().toFixed(0)} MB`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const res = await fetch(`${server.url}/api/updown/reportExport/download?exportId=${asked.exportId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200 || !res.body) throw new Error(`the download answered ${res.status}`);
  await pipeline(Readable.fromWeb(res.body as ReadableStream), createWriteStream(file));
  const peakRssMb = server.peakRssMb();
  const fileMb = statSync(file).size / 1024 / 1024;
  log(`  export: done in ${seconds.toFixed(1)} s, counting the file's rows`);
  const dataRowsInFile = await countXlsxRows(file);
  return {
    rows: progress.rowsWritten,
    seconds,
    rowsPerSecond: progress.rowsWritten / seconds,
    peakRssMb,
    startRssMb,
    fileMb,
    dataRowsInFile,
  };
}
