/** Every answer of the API has this shape (overview §7); lists put { total, data, current, size } in data. */
export type Envelope<T = unknown> = { code: number; success: boolean; msg: string; data: T };

export const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({ code: 200, success: true, msg, data });
export const failure = (code: number, msg: string, data: unknown = null): Envelope => ({
  code,
  success: false,
  msg,
  data,
});

export type Page<T> = { total: number; data: T[]; current: number; size: number };
