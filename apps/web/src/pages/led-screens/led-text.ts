import type { Label } from '@parking/resources';
import { currentLang } from '../../i18n';

/** The LED settings page's own words, in both languages. */
const words = {
  editLines: ['编辑屏幕', 'Edit screen'],
  title: ['显示屏内容：{name}', 'Screen lines: {name}'],
  preview: ['预览', 'Preview'],
  previewHint: [
    '按 {lines} 行、每行 {cells} 个半角字符的屏幕显示；{name} 处显示示例内容。',
    'As a screen of {lines} lines of {cells} half-width characters shows it; each {name} shows an example.',
  ],
  line: ['第 {n} 行', 'Line {n}'],
  empty: ['（空）', '(empty)'],
  addLine: ['添加一行', 'Add a line'],
  removeLine: ['删除此行', 'Remove this line'],
  contentRequired: ['请填写显示内容', 'Enter the text'],
  lineTwice: ['第 {n} 行重复了', 'Line {n} is there twice'],
  lineTooHigh: ['屏幕只有 {lines} 行', 'The screen has {lines} lines'],
  cut: ['超出屏幕宽度，将被截断', 'wider than the screen: it will be cut'],
  seconds: ['约 {s} 秒', 'about {s} s'],
  saved: ['已保存显示屏内容', 'Screen lines saved'],
  print: ['逐字打出', 'typed out'],
  still: ['静止', 'still'],
  move: ['向{d}移动', 'moves {d}'],
  enter: ['从{d}移入', 'comes in from {d}'],
  scroll: ['连续{d}移', 'scrolls {d}'],
  transition: ['转场特效', 'transition'],
  up: ['上', 'up'],
  down: ['下', 'down'],
  left: ['左', 'left'],
  right: ['右', 'right'],
} as const satisfies Record<string, readonly [string, string]>;

export type LedWord = keyof typeof words;

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, k: string) => (k in vars ? String(vars[k]) : whole));

/** A word of the LED settings page in the console's language, with `{name}` filled from `vars`. */
export const lw = (key: LedWord, vars: Record<string, string | number> = {}): string =>
  fill(words[key][currentLang() === 'en' ? 1 : 0], vars);

/** A word in both languages, for an action the list shows in the language of the moment. */
export const lwLabel = (key: LedWord): Label => ({ zh: words[key][0], en: words[key][1] });
