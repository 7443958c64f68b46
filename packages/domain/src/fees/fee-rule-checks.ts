import type { Message } from '../message';
import { minutesPerDay } from './fee-rule';

/** One thing wrong with a rule: where (a field path such as `periods[1].steps[0].unitPrice`) and why. */
export type FeeRuleProblem = { path: string; message: Message };

export type Report = (path: string, zh: string, en: string) => void;

/** Lengths up to a year and amounts up to ten million yuan: beyond these a figure is a typing mistake. */
const maxMinutes = 366 * minutesPerDay;
const maxFen = 1_000_000_000;

export const clockText = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export function checkInt(report: Report, path: string, value: unknown, min: number, max: number, what: Message): void {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    report(path, `${what.zh}必须是整数`, `${what.en} must be a whole number`);
  } else if (value < min || value > max) {
    report(path, `${what.zh}必须在 ${min} 到 ${max} 之间`, `${what.en} must be between ${min} and ${max}`);
  }
}

export const checkMinutes = (r: Report, path: string, v: unknown, min: number, what: Message) =>
  checkInt(r, path, v, min, maxMinutes, { zh: `${what.zh}（分钟）`, en: `${what.en} (minutes)` });

export function checkFen(report: Report, path: string, value: unknown, what: Message, nullable = false): void {
  if (nullable && value === null) return;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    report(path, `${what.zh}必须是不小于 0 的整数（分）`, `${what.en} must be a non-negative whole number of fen`);
  } else if (value > maxFen) {
    report(path, `${what.zh}过大`, `${what.en} is too large`);
  }
}
