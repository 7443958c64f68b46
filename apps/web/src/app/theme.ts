import { createStore, useStore } from './external-store';
import { storage } from './storage';

export const themeNames = ['white', 'grey', 'dark', 'hey', 'star', 'vip', 'bule', 'cool', 'd2', 'renren'] as const;
export type ThemeName = (typeof themeNames)[number];

export const defaultColor = '#409EFF';

export type ThemeChoice = { theme: ThemeName; color: string };

const saved = storage.get<ThemeChoice>('theme');

export const themeStore = createStore<ThemeChoice>(
  {
    theme: saved && themeNames.includes(saved.theme) ? saved.theme : 'white',
    color: saved?.color || defaultColor,
  },
  (v) => storage.set('theme', v),
);

export const useTheme = () => useStore(themeStore);
