import { defineDictionary } from '../dictionaries/define-dictionary';

/** How a wall display is coloured. */
export const bigScreenTheme = defineDictionary(
  'bigScreenTheme',
  { zh: '大屏主题', en: 'Wall theme' },
  {
    dark: ['dark', '深色', 'Dark'],
    blue: ['blue', '深蓝', 'Deep blue'],
  },
);
