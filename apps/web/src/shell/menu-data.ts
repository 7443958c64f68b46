import type { Label } from '@parking/resources';
import type { ServerMenu } from '../api/shell-api';

/** A menu entry as the shell uses it: labels in both languages, the page it opens. */
export type MenuEntry = {
  key: string;
  /** Where the console goes: the menu's own path, or /myiframe/… for an external address. */
  path: string;
  external: string | null;
  title: Label;
  icon: string | null;
  search: string;
  /** Opens in a new window (the `target` query parameter). */
  newWindow: boolean;
  isTab: boolean;
  keepAlive: boolean;
  children: MenuEntry[];
};

/** Another site, or a page of the server itself (the API documents) rather than a route of the console. */
const isExternal = (path: string) => /^https?:\/\//i.test(path) || /^\/api\//.test(path);

function titleOf(m: ServerMenu): Label {
  const i18n = m.meta?.i18n;
  if (i18n && typeof i18n === 'object') return { zh: i18n.zh || m.name, en: i18n.en || i18n.zh || m.name };
  return { zh: m.name, en: m.name };
}

function queryOf(m: ServerMenu): URLSearchParams {
  if (!m.query) return new URLSearchParams();
  if (typeof m.query === 'string') {
    const text = m.query.trim();
    if (text.startsWith('{')) {
      try {
        return new URLSearchParams(JSON.parse(text) as Record<string, string>);
      } catch {
        return new URLSearchParams();
      }
    }
    return new URLSearchParams(text.replace(/^\?/, ''));
  }
  return new URLSearchParams(m.query);
}

/**
 * Entries a user may see: a menu naming roles shows only to users holding one of them, except to a
 * user granted everything (`*`), such as the platform administrator.
 */
export function toEntries(menus: ServerMenu[] | undefined, roles: string[], seesAll = false): MenuEntry[] {
  const visible = (m: ServerMenu) => {
    const need = m.meta?.roles ?? [];
    return seesAll || need.length === 0 || need.some((r) => roles.includes(r));
  };
  return [...(menus ?? [])]
    .filter(visible)
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((m) => {
      const query = queryOf(m);
      const newWindow = query.has('target');
      const external = isExternal(m.path) ? m.path : null;
      let path = m.path;
      if (external) {
        query.set('src', external);
        path = `/myiframe/urlPath${m.id}`;
      }
      const search = query.toString();
      return {
        key: String(m.id),
        path,
        external,
        title: titleOf(m),
        icon: m.icon ?? null,
        search: search ? `?${search}` : '',
        newWindow,
        isTab: m.meta?.isTab !== false,
        keepAlive: m.meta?.keepAlive !== false,
        children: toEntries(m.children, roles, seesAll),
      };
    });
}

export function leaves(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => (e.children.length ? leaves(e.children) : [e]));
}

export const findByPath = (entries: MenuEntry[], path: string): MenuEntry | undefined =>
  leaves(entries).find((e) => e.path === path);

export const firstLeaf = (entries: MenuEntry[]): MenuEntry | undefined => leaves(entries)[0];
