import { InputNumber, type InputNumberProps } from 'antd';
import { yuanToFen } from '../../crud/money';
import { i18n } from '../../i18n';

/**
 * An amount typed in yuan: two decimals at most (a longer one is rounded to the fen as the field loses
 * focus), never below `min`.
 */
export function YuanInput(props: InputNumberProps<number> & { min: number }) {
  return <InputNumber<number> precision={2} step={1} prefix="¥" style={{ width: 200 }} {...props} />;
}

/** A form rule refusing an amount finer than a fen, should one reach the form unrounded. */
export const yuanRule = (label: string) => ({
  validator: async (_: unknown, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    if (yuanToFen(value) === null) throw new Error(i18n.t('validation.yuan', { label }));
  },
});

/** Fen of an amount the rule accepted; anything finer than a fen is refused, never rounded silently. */
export function fenOfYuan(yuan: number, label: string): number {
  const fen = yuanToFen(yuan);
  if (fen === null) throw new Error(i18n.t('validation.yuan', { label }));
  return fen;
}
