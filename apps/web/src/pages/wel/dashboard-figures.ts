import { get, updown } from '../../api/client';

/** The staticFirst figures of the home page (calls.md, reports), each asked for on its own; money comes in fen. */
export const figures = [
  { key: 'firstPayMoney', path: 'staticFirst/getFirstPayMoney', kind: 'value', money: true },
  { key: 'onlinePhoneFee', path: 'staticFirst/getOnlinePhoneFee', kind: 'value', money: true },
  { key: 'fee15', path: 'staticFirst/get15Fee', kind: 'series', money: true },
  { key: 'onlineFee15', path: 'staticFirst/get15OnlineFee', kind: 'series', money: true },
  { key: 'newPark15', path: 'staticFirst/get15NewPark', kind: 'series' },
  { key: 'todayParkSort', path: 'staticFirst/getTodayParkSumSort', kind: 'series', money: true },
  { key: 'paywayCount', path: 'staticFirst/getPaywayCount', kind: 'share' },
  { key: 'releaseType', path: 'staticFirst/getParkReleaseTypeSum', kind: 'share' },
  { key: 'carFeeType', path: 'staticFirst/getParkCarFeeTypeSum', kind: 'share' },
  { key: 'carType', path: 'staticFirst/getParkCarTypeSum', kind: 'share' },
] as const;

export type Figure = (typeof figures)[number];

export const fetchFigure = (f: Figure) => get<unknown>(updown(f.path), undefined, { silent: true });

export type Point = { name: string; value: number };

/** Reads a series answer as name/value points; null when its shape is not one the page can draw. */
export function toPoints(data: unknown): Point[] | null {
  const rows = Array.isArray(data) ? data : (data as { data?: unknown } | null)?.data;
  if (!Array.isArray(rows)) return null;
  const points: Point[] = [];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) return null;
    const entries = Object.entries(row as Record<string, unknown>);
    const name = entries.find(([, v]) => typeof v === 'string');
    const value = entries.find(([, v]) => typeof v === 'number');
    if (!name || !value) return null;
    points.push({ name: String(name[1]), value: Number(value[1]) });
  }
  return points;
}

export const toValue = (data: unknown): number | string | null =>
  typeof data === 'number' || typeof data === 'string' ? data : null;
