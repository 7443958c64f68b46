import { lazy, type ReactNode, useMemo } from 'react';
import { useLocation } from 'react-router';
import { loadChunk } from '../app/chunk-load';
import type { MenuEntry } from './menu-data';
import { useMenuEntries } from './shell-queries';

const ForbiddenPage = lazy(() => loadChunk(() => import('../pages/errors/ForbiddenPage')));

/**
 * Hand-written pages that are menu pages (besides every resource list, which is one by its declaration).
 * Pages no menu names (account pages, form detail, info, a car's page) open for everyone signed in.
 */
export const menuOnlyPages = new Set([
  '/wel/index2',
  '/wel/dashboard',
  '/car/carbatchgrant',
  '/road/parkMap',
  '/tool/code',
  '/derate/merchantdesk',
]);

const pathsOf = (entries: MenuEntry[]): string[] => entries.flatMap((e) => [e.path, ...pathsOf(e.children)]);

/** A menu page opens only for a user whose menus hold it; typed as an address, it shows 403 instead. */
export function PageGrant({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { entries, seesAll, settled } = useMenuEntries(null);
  const granted = useMemo(() => new Set(pathsOf(entries)), [entries]);
  if (seesAll || granted.has(pathname)) return children;
  if (!settled) return null;
  return <ForbiddenPage />;
}

/** The page as it is, or behind its grant when it is a menu page. */
export const guardedPage = (path: string, element: ReactNode): ReactNode =>
  menuOnlyPages.has(path) ? <PageGrant>{element}</PageGrant> : element;
