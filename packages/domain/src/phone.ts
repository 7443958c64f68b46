import type { Message } from './message';

/** The console's phone rules (overview §5), in the order it checks them. */
export function phoneProblem(value: string | null | undefined): Message | null {
  if (value == null || value === '') return { zh: '手机号码不能为空', en: 'phone number cannot be empty' };
  if (value.length !== 11) return { zh: '手机号码长度不是11位', en: 'phone number length is not 11 digits' };
  if (!/^1[3-9]\d{9}$/.test(value)) return { zh: '手机号码格式不正确', en: 'format incorrect' };
  return null;
}
