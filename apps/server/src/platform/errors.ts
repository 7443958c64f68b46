import type { Message } from '@parking/domain';

/** A failure the caller should read: an HTTP status and a message in both languages. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly msg: Message,
    readonly details?: unknown,
  ) {
    super(msg.en);
  }
}

export const badRequest = (msg: Message, details?: unknown) => new AppError(400, msg, details);
export const unauthorized = (
  msg: Message = { zh: '登录已过期，请重新登录', en: 'sign-in expired, please sign in again' },
) => new AppError(401, msg);
export const forbidden = (msg: Message = { zh: '没有权限执行此操作', en: 'you may not do this' }) =>
  new AppError(403, msg);
export const notFound = (what: Message, id?: unknown) =>
  new AppError(404, {
    zh: `${what.zh}不存在${id !== undefined ? `：${String(id)}` : ''}`,
    en: `${what.en} not found${id !== undefined ? `: ${String(id)}` : ''}`,
  });
export const conflict = (msg: Message) => new AppError(409, msg);
export const tooMany = (msg: Message) => new AppError(429, msg);
