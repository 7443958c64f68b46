import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '../app/storage';
import { en } from './en';
import { zh } from './zh';

export type Lang = 'zh' | 'en';

export const languages: { lang: Lang; label: string }[] = [
  { lang: 'zh', label: '中文' },
  { lang: 'en', label: 'English' },
];

const saved = storage.get<Lang>('language');

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: saved === 'en' ? 'en' : 'zh',
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const currentLang = (): Lang => (i18n.language === 'en' ? 'en' : 'zh');

export function setLanguage(lang: Lang): void {
  storage.set('language', lang);
  void i18n.changeLanguage(lang);
}

/** Picks the text of a `{ zh, en }` label in the current language. */
export const pick = (label: { zh: string; en: string } | null | undefined, lang: Lang = currentLang()): string =>
  label ? label[lang] || label.zh : '';

export { i18n };
