import {
  localDateTimePattern,
  type Message,
  normalizePlate,
  phoneProblem,
  plateProblem,
  textCharacterProblem,
} from '@parking/domain';
import { z } from 'zod';
import type { Dictionary, DictValue } from '../dictionaries/define-dictionary';
import { type Field, isMultiline } from '../fields/field-types';
import type { SubmitValue } from './submit-values';

/** A custom rule's message travels in the issue's params so the server can answer in the caller's language. */
export const ruleIssue = (msg: Message) => ({ params: { msg } });

const isCalendarDate = (v: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};
/** `yyyy-MM-dd HH:mm:ss` in the operator's zone, or an ISO instant with its offset. */
const isDateTimeText = (v: string): boolean =>
  (localDateTimePattern.test(v) && isCalendarDate(v.slice(0, 10))) ||
  (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)));

const intFromText = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v);
const boolFromText = (v: unknown) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v);

const controlRule = { zh: '不能包含控制字符', en: 'must not contain control characters' };
const singleLineRule = {
  zh: '只能是一行文字，不能包含换行或控制字符',
  en: 'must be one line, without line breaks or control characters',
};

/** The value a submit may carry for one field (without required/optional handling). */
export function fieldValueSchema<F extends Field>(field: F): z.ZodType<SubmitValue<F>> {
  return valueSchema(field) as z.ZodType<SubmitValue<F>>;
}

function valueSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case 'text': {
      let s = z.string().max(field.max);
      if (field.min) s = s.min(field.min);
      const lines = isMultiline(field)
        ? s.refine((v) => textCharacterProblem(v, false) === null, ruleIssue(controlRule))
        : s.refine((v) => textCharacterProblem(v, true) === null, ruleIssue(singleLineRule));
      if (field.pattern) {
        const rule = field.patternRule ?? { zh: '格式不正确', en: 'format incorrect' };
        const pattern = field.pattern;
        return lines.refine((v) => pattern.test(v), ruleIssue(rule));
      }
      return lines;
    }
    case 'phone':
      return z.string().superRefine((v, ctx) => {
        const p = phoneProblem(v);
        if (p) ctx.addIssue({ code: 'custom', input: v, ...ruleIssue(p) });
      });
    case 'plate':
      return z
        .string()
        .max(16)
        .transform(normalizePlate)
        .superRefine((v, ctx) => {
          const p = plateProblem(v);
          if (p) ctx.addIssue({ code: 'custom', input: v, ...ruleIssue(p) });
        });
    case 'int':
    case 'money': {
      let n = z.number().int();
      const min = field.min ?? (field.kind === 'money' ? 0 : undefined);
      if (min !== undefined) n = n.min(min);
      n = n.max(field.max ?? 2_147_483_647);
      return z.preprocess(intFromText, n);
    }
    case 'ref':
      return z.preprocess(intFromText, z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
    case 'decimal': {
      let n = z.number();
      if (field.min !== undefined) n = n.min(field.min);
      if (field.max !== undefined) n = n.max(field.max);
      return z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), n);
    }
    case 'bool':
      return z.preprocess(boolFromText, z.boolean());
    case 'dict': {
      const d = field.dict;
      const values = d.items.map((i) => i.value);
      const numeric = values.every((v) => typeof v === 'number');
      const allowed = values.join(', ');
      const msg = { zh: `取值必须是 ${allowed} 之一`, en: `must be one of ${allowed}` };
      return z.preprocess(
        numeric ? intFromText : (v) => v,
        z.custom<string | number>((v) => values.includes(v as never), ruleIssue(msg)),
      );
    }
    case 'datetime':
    case 'date': {
      const msg = {
        zh: field.kind === 'date' ? '日期格式应为 yyyy-MM-dd' : '时间格式应为 yyyy-MM-dd HH:mm:ss',
        en: field.kind === 'date' ? 'date must be yyyy-MM-dd' : 'time must be yyyy-MM-dd HH:mm:ss',
      };
      const ok = field.kind === 'date' ? isCalendarDate : isDateTimeText;
      return z.string().refine((v) => ok(v.trim()), ruleIssue(msg));
    }
    case 'json':
      // optional and update schemas wrap this in .optional(); a required value must be there when adding
      return z.any().refine((v) => v !== undefined, ruleIssue(requiredMsg));
  }
}

/** A value of this dictionary, as a parameter of a hand-written call. */
export const dictSchema = <D extends Dictionary>(d: D) =>
  valueSchema({ kind: 'dict', dict: d, label: d.label }) as z.ZodType<DictValue<D>>;

export const requiredMsg: Message = { zh: '不能为空', en: 'is required' };

/**
 * A field on submit. When adding, required fields must be present and not blank; when updating, an
 * absent field keeps its value and a required one cannot be blanked. Optional fields take null to clear.
 */
export function submitFieldSchema<F extends Field, M extends 'add' | 'update'>(
  field: F,
  mode: M,
): z.ZodType<
  F extends { required: true }
    ? M extends 'add'
      ? SubmitValue<F>
      : SubmitValue<F> | undefined
    : SubmitValue<F> | null | undefined
> {
  return submitSchemaOf(field, mode) as never;
}

function submitSchemaOf(field: Field, mode: 'add' | 'update'): z.ZodType {
  const value = valueSchema(field);
  const blank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');
  if (field.required) {
    const inner = mode === 'add' ? value : value.optional();
    return z.preprocess((v) => (blank(v) ? (mode === 'add' ? undefined : null) : v), inner);
  }
  const keepEmptyText = field.kind === 'text';
  return z.preprocess((v) => (blank(v) && !(keepEmptyText && v === '') ? null : v), value.nullable().optional());
}
