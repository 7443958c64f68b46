import { fenToYuanText, yuanTextToFen } from '@parking/domain';

/** Fen as yuan with two decimals. */
export const yuanText = (fen: number) => fenToYuanText(fen);

/** Fen as the console shows an amount: ¥123.45. */
export const moneyText = (fen: number) => `¥${fenToYuanText(fen)}`;

/** Stored fen as a form edits it, in yuan. */
export const fenToYuan = (fen: number) => fen / 100;

/** Yuan as typed (a number or its text) in fen; null for anything finer than a fen or not an amount. */
export function yuanToFen(yuan: unknown): number | null {
  if (typeof yuan === 'number') return Number.isFinite(yuan) ? yuanTextToFen(String(yuan)) : null;
  return typeof yuan === 'string' ? yuanTextToFen(yuan) : null;
}
