import { type Field, type Lang, submitFieldSchema } from '@parking/resources';
import { i18n } from '../i18n';
import { yuanText, yuanToFen } from './money';

type Issue = {
  code: string;
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  params?: { msg?: { zh: string; en: string } };
};

/** A rule broken, in the user's language: the declaration's own message when it has one; money bounds in yuan. */
export function issueText(issue: Issue, lang: Lang, money = false): string {
  if (issue.params?.msg) return issue.params.msg[lang];
  const t = i18n.getFixedT(lang);
  const text = issue.origin === 'string';
  const bound = (n: number | bigint | undefined) => (money ? yuanText(Number(n)) : String(n));
  switch (issue.code) {
    case 'too_big':
      return t(text ? 'validation.maxLength' : 'validation.max', { n: bound(issue.maximum) });
    case 'too_small':
      return t(text ? 'validation.minLength' : 'validation.min', { n: bound(issue.minimum) });
    case 'invalid_type':
      return t('validation.type');
    default:
      return issue.message;
  }
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** An antd form rule checking one field with the same schema the server validates submits with. */
export function fieldRule(field: Field, mode: 'add' | 'update', keepWhenBlank: boolean) {
  const schema = submitFieldSchema(field, mode);
  return {
    validator: async (_: unknown, value: unknown) => {
      const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
      if (blank(value)) {
        if (field.required && !keepWhenBlank)
          throw new Error(i18n.t('validation.required', { label: field.label[lang] }));
        return;
      }
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(issueText(result.error.issues[0] as unknown as Issue, lang));
    },
  };
}

/** An antd form rule for an amount typed in yuan: at most two decimals, then the server's schema on its fen. */
export function moneyRule(field: Field, mode: 'add' | 'update') {
  const schema = submitFieldSchema(field, mode);
  return {
    validator: async (_: unknown, value: unknown) => {
      const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
      if (blank(value)) {
        if (field.required) throw new Error(i18n.t('validation.required', { label: field.label[lang] }));
        return;
      }
      const fen = yuanToFen(value);
      if (fen === null) throw new Error(i18n.t('validation.yuan', { label: field.label[lang] }));
      const result = schema.safeParse(fen);
      if (!result.success) throw new Error(issueText(result.error.issues[0] as unknown as Issue, lang, true));
    },
  };
}
