import { Suspense, useMemo } from 'react';
import { type Location, useLocation, useRoutes } from 'react-router';
import { PageLoading } from '../app/PageLoading';
import { contentRoutes } from './content-routes';
import { type Tab, useTabs } from './tabs-store';

function Pane({ path, search, active }: { path: string; search: string; active: boolean }) {
  const location = useMemo<Location>(
    () => ({ pathname: path, search, hash: '', state: null, key: path }),
    [path, search],
  );
  const element = useRoutes(contentRoutes, location);
  return (
    <div hidden={!active} className="shell-pane" data-path={path}>
      <Suspense fallback={<PageLoading />}>{element}</Suspense>
    </div>
  );
}

/**
 * Every open tab stays mounted while hidden, so a page keeps its search, paging and forms; a page whose
 * menu says not to keep state is only mounted while it is shown. `reloads` remounts a tab on refresh.
 */
export function TabPanes({ reloads }: { reloads: Record<string, number> }) {
  const tabs = useTabs();
  const { pathname, search } = useLocation();
  const shown: Tab[] = tabs.filter((t) => t.keepAlive || t.path === pathname);
  const untabbed = !tabs.some((t) => t.path === pathname);
  return (
    <>
      {shown.map((t) => (
        <Pane
          key={`${t.path}#${reloads[t.path] ?? 0}`}
          path={t.path}
          search={t.path === pathname ? search : t.search}
          active={t.path === pathname}
        />
      ))}
      {untabbed && <Pane key={`${pathname}#${reloads[pathname] ?? 0}`} path={pathname} search={search} active />}
    </>
  );
}
