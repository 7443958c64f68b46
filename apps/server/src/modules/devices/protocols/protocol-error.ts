import type { z } from 'zod';
import { type AppError, badRequest } from '../../../platform/errors';

/** A device message that cannot be read, naming the vendor's field it failed on. */
export const protocolError = (source: string, field: string, problem: { zh: string; en: string }): AppError =>
  badRequest(
    { zh: `${source}：字段 ${field} ${problem.zh}`, en: `${source}: field ${field} ${problem.en}` },
    { field },
  );

const missing = { zh: '缺失', en: 'is missing' };

/** The first problem zod found, as a protocol error naming the field by its path in the message. */
export function zodProtocolError(source: string, error: z.ZodError, at?: string): AppError {
  const issue = error.issues[0];
  const path = [...(at ? [at] : []), ...(issue?.path.map(String) ?? [])];
  const field = path.length ? path.join('.') : '(message)';
  if (!issue) return protocolError(source, field, { zh: '格式不正确', en: 'is not valid' });
  const absent = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
  return protocolError(source, field, absent ? missing : { zh: `格式不正确（${issue.message}）`, en: issue.message });
}

/** Reads a message (or the part of it found at `at`) with its schema, or fails naming the field. */
export function readWith<S extends z.ZodType>(source: string, schema: S, input: unknown, at?: string): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw zodProtocolError(source, parsed.error, at);
  return parsed.data;
}
