import type { Lang, Message } from '@parking/domain';
import { requiredMsg } from '@parking/resources';
import { z } from 'zod';
import { AppError } from './errors';

const locales = { zh: z.locales.zhCN().localeError, en: z.locales.en().localeError };

type Issue = z.core.$ZodRawIssue;

function issueMessage(iss: Issue, lang: Lang): string {
  const params = (iss as { params?: { msg?: Message } }).params;
  if (params?.msg) return params.msg[lang];
  if (iss.code === 'invalid_type' && (iss.input === undefined || iss.input === null)) return requiredMsg[lang];
  const m = locales[lang](iss);
  return typeof m === 'string' ? m : (m?.message ?? 'invalid');
}

export type Labels = (key: string) => Message | undefined;

/**
 * Parses input with the schema. On failure answers 400 naming each field (label and key) and its
 * rule, in the caller's language.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  lang: Lang,
  where: 'query' | 'body',
  labels?: Labels,
): z.infer<S> {
  const r = schema.safeParse(input ?? {}, { error: (iss) => issueMessage(iss, lang) });
  if (r.success) return r.data;
  const problems = r.error.issues.map((i) => {
    const key = i.path.join('.') || where;
    const label = labels?.(String(i.path[0] ?? ''))?.[lang];
    return { field: key, message: `${label ? `${label}(${key})` : key}: ${i.message}` };
  });
  const joined = problems.map((p) => p.message).join('; ');
  throw new AppError(400, { zh: joined, en: joined }, problems);
}
