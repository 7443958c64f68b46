import type { Label } from '@parking/resources';
import { onSignIn, onSignOut } from '../api/session';
import { createStore, useStore } from '../app/external-store';
import { storage } from '../app/storage';
import { i18n } from '../i18n';

export type Tab = { path: string; search: string; title: Label; keepAlive: boolean };

export const homePath = '/wel/index';
export const homeTab: Tab = {
  path: homePath,
  search: '',
  title: { zh: i18n.getFixedT('zh')('pages.home'), en: i18n.getFixedT('en')('pages.home') },
  keepAlive: true,
};

const saved = storage.get<Tab[]>('tabs');

export const tabsStore = createStore<Tab[]>(saved?.[0]?.path === homePath ? saved : [homeTab], (v) =>
  storage.set('tabs', v),
);

export const useTabs = () => useStore(tabsStore);

/** Opens a page in its tab, or brings its tab forward with the new query. */
export function openTab(tab: Tab): void {
  tabsStore.set((tabs) => {
    const i = tabs.findIndex((t) => t.path === tab.path);
    if (i < 0) return [...tabs, tab];
    const current = tabs[i];
    if (
      current &&
      current.search === tab.search &&
      current.title.zh === tab.title.zh &&
      current.title.en === tab.title.en
    )
      return tabs;
    const next = [...tabs];
    next[i] = tab;
    return next;
  });
}

/** Closes a tab (never the first) and tells which tab to show instead. */
export function closeTab(path: string): Tab | undefined {
  const tabs = tabsStore.get();
  const i = tabs.findIndex((t) => t.path === path);
  if (i <= 0) return undefined;
  const next = tabs.filter((t) => t.path !== path);
  tabsStore.set(next);
  return next[Math.min(i, next.length - 1)] ?? homeTab;
}

export const closeOtherTabs = (path: string) =>
  tabsStore.set((tabs) => tabs.filter((t, i) => i === 0 || t.path === path));

export const closeAllTabs = () => tabsStore.set((tabs) => tabs.slice(0, 1));

export const tabHref = (t: Pick<Tab, 'path' | 'search'>) => t.path + t.search;

onSignIn(() => tabsStore.set([homeTab]));
onSignOut(() => tabsStore.set([homeTab]));
