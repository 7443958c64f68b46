/** A text the product shows, in both of its languages. */
export type Message = { zh: string; en: string };
export type Lang = keyof Message;

export const pickLang = (acceptLanguage: string | undefined): Lang =>
  acceptLanguage && /^\s*en/i.test(acceptLanguage) ? 'en' : 'zh';
