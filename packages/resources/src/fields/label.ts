export type Lang = 'zh' | 'en';
/** Text shown to people, in both languages of the console. */
export type Label = { zh: string; en: string };
