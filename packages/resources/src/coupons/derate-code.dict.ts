import { defineDictionary } from '../dictionaries/define-dictionary';

/** A dynamic code is shown on the merchant's screen and each showing holds a few minutes; a static one is printed. */
export const derateCodeKind = defineDictionary(
  'derateCodeKind',
  { zh: '减免码类型', en: 'Code type' },
  {
    dynamic: [1, '动态码', 'Dynamic (on screen)'],
    static: [2, '静态码', 'Static (printed)'],
  },
);

/** How long one showing of a dynamic code can be claimed. */
export const dynamicCodeMinutes = 5;

export const derateDictionaries = [derateCodeKind];
