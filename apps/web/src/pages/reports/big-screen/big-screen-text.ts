import type { Lang } from '@parking/resources';

/** The wall display's own words, in both languages. */
const words = {
  openOnWall: ['大屏展示', 'Open on wall'],
  copy: ['复制', 'Copy'],
  copyAsk: ['复制大屏“{name}”？', 'Copy the layout “{name}”?'],
  copied: ['已复制', 'Copied'],
  close: ['退出大屏', 'Leave the wall'],
  fullScreen: ['全屏', 'Full screen'],
  refreshEvery: ['每 {n} 秒刷新', 'Refreshes every {n} s'],
  updatedAt: ['更新于 {time}', 'Updated {time}'],
  noData: ['暂无数据', 'No data yet'],
  unavailable: ['暂不可用', 'Not available'],
  loading: ['加载中…', 'Loading…'],
} as const;

export type WallWord = keyof typeof words;

export const wallText =
  (lang: Lang) =>
  (key: WallWord, vars: Record<string, string | number> = {}) =>
    words[key][lang === 'en' ? 1 : 0].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

/** A label of an action in both languages, as row actions take it. */
export const wallLabel = (key: WallWord) => ({ zh: words[key][0], en: words[key][1] });
