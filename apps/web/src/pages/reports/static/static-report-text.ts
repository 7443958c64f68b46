import { currentLang } from '../../../i18n';

/** The static report pages' own words, in both languages. */
const words = {
  notBuiltEtc: [
    'ETC 对账将在 ETC 接入后提供：目前没有 ETC 账单，此处不会显示任何数字。',
    'ETC day checks come once ETC is built: there are no ETC bills yet, so this page shows no figures.',
  ],
  notBuiltVisitor: [
    '访客订单将在访客功能上线后提供：目前没有访客记录，此处不会显示任何数字。',
    'Visitor orders come once visitors are built: there are no visitor records yet, so this page shows no figures.',
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type StaticReportWord = keyof typeof words;

/** A word of the static report pages in the console's language. */
export const sw = (key: StaticReportWord): string => words[key][currentLang() === 'en' ? 1 : 0];
