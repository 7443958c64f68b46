import type { Message } from './message';

const provinces = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领';
// Ordinary plates have 5 characters after the city letter, new-energy plates 6; the last may be a
// special suffix (trailer, coach, police, Hong Kong, Macau).
const platePattern = new RegExp(`^[${provinces}][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]$`);
const embassyPattern = /^[0-9]{3}[0-9]{3}使$|^WJ[0-9]{2}[A-Z0-9]{5}$/;

export const normalizePlate = (plate: string): string =>
  plate
    .trim()
    .toUpperCase()
    .replace(/[\s·•-]/g, '');

export function plateProblem(plate: string): Message | null {
  const p = normalizePlate(plate);
  if (p === '') return { zh: '车牌号不能为空', en: 'plate number cannot be empty' };
  if (platePattern.test(p) || embassyPattern.test(p)) return null;
  return { zh: '车牌号格式不正确', en: 'plate number format incorrect' };
}
