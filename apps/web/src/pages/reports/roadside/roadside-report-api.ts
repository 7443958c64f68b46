import { parkKind } from '@parking/resources';
import { downloadOrBackground, get, type Page, type Query, saveFile, updown } from '../../../api/client';

export type Row = Record<string, unknown>;
export type ReportPage = Page<Row> & { sum?: Record<string, number> };
export type Option = { label: string; value: number };

export const fetchReport = (path: string, query: Query) => get<ReportPage>(updown(path), query);
export const fetchRows = (path: string, query: Query) => get<Row[]>(updown(path), query);

/** Parks for the park select: the roadside ones for roadside reports. */
export const fetchParks = async (roadside: boolean): Promise<Option[]> =>
  (
    await get<Page<{ id: number; parkName: string }>>(
      updown('basePark/list'),
      { size: 500, ...(roadside ? { parkKind: parkKind.values.roadside } : {}) },
      { silent: true },
    )
  ).data.map((p) => ({ label: p.parkName, value: p.id }));

export const fetchOptions = async (path: string, query: Query, label: string): Promise<Option[]> =>
  (await get<Page<Row & { id: number }>>(updown(path), { size: 500, ...query }, { silent: true })).data.map((r) => ({
    label: String(r[label] ?? r.id),
    value: r.id,
  }));

/** Downloads an export; false when the server writes it in the background instead. */
export async function exportReport(path: string, query: Query, name: string): Promise<boolean> {
  const answer = await downloadOrBackground(updown(path), query, `${name}.xlsx`);
  if ('background' in answer) return false;
  saveFile(answer);
  return true;
}
