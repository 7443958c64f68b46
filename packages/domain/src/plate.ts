import type { Message } from './message';

const provinces = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领';
const letter = 'A-HJ-NP-Z';
// Ordinary plates have 5 characters after the city letter; the last may be a special suffix (trailer,
// coach, police, Hong Kong, Macau).
const ordinaryPattern = new RegExp(`^[${provinces}][${letter}][${letter}0-9]{4}[${letter}0-9挂学警港澳]$`);
// New-energy plates have 6: D or F (electric, hybrid) then a letter or digit and 4 digits for small cars,
// or 5 digits then D or F for large ones.
const newEnergyPattern = new RegExp(`^[${provinces}][${letter}]([DF][${letter}0-9][0-9]{4}|[0-9]{5}[DF])$`);
const embassyPattern = /^[0-9]{3}[0-9]{3}使$|^WJ[0-9]{2}[A-Z0-9]{5}$/;

/** What a camera or an operator records for a car that carries no plate. */
export const noPlateMarker = '无牌车';

export const normalizePlate = (plate: string): string =>
  plate
    .trim()
    .toUpperCase()
    .replace(/[\s·•-]/g, '');

export const isNoPlate = (plate: string): boolean => normalizePlate(plate) === noPlateMarker;

export function plateProblem(plate: string): Message | null {
  const p = normalizePlate(plate);
  if (p === '') return { zh: '车牌号不能为空', en: 'plate number cannot be empty' };
  if (p === noPlateMarker) return null;
  if (ordinaryPattern.test(p) || newEnergyPattern.test(p) || embassyPattern.test(p)) return null;
  return { zh: '车牌号格式不正确', en: 'plate number format incorrect' };
}
