import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchUserInfo, leafCodes } from '../api/auth-api';
import { fetchButtons, fetchMenus, fetchTopMenuRoutes, fetchTopMenus, type ServerMenu } from '../api/shell-api';
import { createStore, useStore } from '../app/external-store';
import { toEntries } from './menu-data';

export const useUserInfo = () => useQuery({ queryKey: ['userInfo'], queryFn: fetchUserInfo, staleTime: 300_000 });

export const useTopMenus = () =>
  useQuery({ queryKey: ['topMenus'], queryFn: () => fetchTopMenus().catch(() => []), staleTime: 300_000 });

/** The top menu whose routes fill the sidebar; null shows the whole menu. */
export const activeTopStore = createStore<string | number | null>(null);
export const useActiveTop = () => useStore(activeTopStore);

export const menuQuery = (top: string | number | null) => ({
  queryKey: ['menus', top ?? 'all'],
  queryFn: (): Promise<ServerMenu[]> => (top === null ? fetchMenus() : fetchTopMenuRoutes(top)),
  staleTime: 300_000,
});

/** Menu entries the user may see, of one top menu or (null) of the whole console. */
export function useMenuEntries(top: string | number | null) {
  const info = useUserInfo();
  const buttons = useButtons();
  const menus = useQuery(menuQuery(top));
  const roles = info.data?.roles;
  const seesAll = buttons.data?.includes('*') ?? false;
  const entries = useMemo(() => toEntries(menus.data, roles ?? [], seesAll), [menus.data, roles, seesAll]);
  return { entries, roles: roles ?? [], seesAll, settled: !menus.isLoading && !info.isLoading && !buttons.isLoading };
}

const useButtons = () => useQuery({ queryKey: ['buttons'], queryFn: fetchButtons, staleTime: 300_000 });

/** The user's button codes: `*` grants every button. */
export function usePermissions() {
  const info = useUserInfo();
  const buttons = useButtons();
  return useMemo(() => {
    const codes = new Set([...(buttons.data ?? []), ...leafCodes(info.data?.permission)]);
    return { can: (code: string) => codes.has('*') || codes.has(code), ready: !buttons.isLoading };
  }, [buttons.data, buttons.isLoading, info.data?.permission]);
}
