import type { Label } from '@parking/resources';
import { lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { loadChunk } from '../app/chunk-load';
import { resourceByPath, resourceRoutes } from '../crud/resource-routes';
import { i18n } from '../i18n';

const DashboardPage = lazy(() => loadChunk(() => import('../pages/wel/DashboardPage')));
const ResourceListPage = lazy(() => loadChunk(() => import('../crud/ResourceListPage')));
const FormDetailPage = lazy(() => loadChunk(() => import('../pages/form-detail/FormDetailPage')));
const InfoPage = lazy(() => loadChunk(() => import('../pages/info/InfoPage')));
const IframePage = lazy(() => loadChunk(() => import('../pages/iframe/IframePage')));
const ChangePasswordPage = lazy(() => loadChunk(() => import('../pages/user/ChangePasswordPage')));
const SwitchCompanyPage = lazy(() => loadChunk(() => import('../pages/user/SwitchCompanyPage')));
const UnbuiltPage = lazy(() => loadChunk(() => import('../pages/errors/UnbuiltPage')));

/** Pages inside the shell, each opened in its own tab. */
const pages: { path: string; titleKey: string; element: RouteObject['element'] }[] = [
  { path: '/wel/index', titleKey: 'pages.home', element: <DashboardPage variant="index" /> },
  { path: '/wel/index2', titleKey: 'pages.home2', element: <DashboardPage variant="index2" /> },
  { path: '/wel/dashboard', titleKey: 'pages.dashboard', element: <DashboardPage variant="dashboard" /> },
  { path: '/form-detail/index', titleKey: 'pages.formDetail', element: <FormDetailPage /> },
  { path: '/info/index', titleKey: 'pages.info', element: <InfoPage /> },
  { path: '/myiframe/:routerPath', titleKey: 'pages.external', element: <IframePage /> },
  { path: '/user/updatepassword', titleKey: 'pages.changePassword', element: <ChangePasswordPage /> },
  { path: '/user/switchcompany', titleKey: 'pages.switchCompany', element: <SwitchCompanyPage /> },
];

export const contentRoutes: RouteObject[] = [
  ...pages.map(({ path, element }) => ({ path, element })),
  ...resourceRoutes.map(({ path, def }) => ({ path, element: <ResourceListPage def={def} /> })),
  { path: '*', element: <UnbuiltPage /> },
];

/** Whether the console itself has a page at this path (menu entries may point at pages still to come). */
export function hasPage(pathname: string): boolean {
  const m = matchRoutes(contentRoutes, pathname);
  return !!m && m[m.length - 1]?.route.path !== '*';
}

/** The title of a page the console knows, in both languages. */
export function pageTitle(pathname: string): Label | null {
  const def = resourceByPath.get(pathname);
  if (def) return def.label;
  const page = pages.find((p) => matchRoutes([{ path: p.path }], pathname));
  if (!page) return null;
  return { zh: i18n.getFixedT('zh')(page.titleKey), en: i18n.getFixedT('en')(page.titleKey) };
}
