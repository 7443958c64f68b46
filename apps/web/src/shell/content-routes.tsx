import {
  bigScreenResource,
  couponResource,
  etcDayCheckView,
  inOutRecordResource,
  type Label,
  ledConfigResource,
  monthPassResource,
  onlineOrderResource,
  oweResource,
  parkFeeRuleResource,
  platParkFeeRuleResource,
  type ResourceDef,
  simpleFeeRuleResource,
} from '@parking/resources';
import { lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { loadChunk } from '../app/chunk-load';
import { type ResourceRoute, resourceRoutes } from '../crud/resource-routes';
import { i18n } from '../i18n';
import { advertPages } from '../pages/advert';
import { CouponsPage } from '../pages/coupons';
import { deviceRegistryViews } from '../pages/device-registry/registry-views';
import { doorViews } from '../pages/door-views';
import { fundViews } from '../pages/funds/fund-views';
import { guidancePages } from '../pages/guidance';
import { LedSettingPage } from '../pages/led-screens';
import { merchantPages } from '../pages/merchant';
import { monthlyCarViews, roadsidePassView } from '../pages/monthly-cars/pass-views';
import { ArrearsPage, arrearageView, oweCheckColumns, oweCheckView, oweViews } from '../pages/owe';
import { parkPages, roadsideViews } from '../pages/parks';
import { exportPages } from '../pages/reports/exports';
import { roadsideReportPages } from '../pages/reports/roadside';
import { NotBuiltReportPage, staticReportViews } from '../pages/reports/static';
import { LiveParksPage, summaryPages } from '../pages/reports/summaries';
import { roadsideCentrePages } from '../pages/roadside-centre';
import {
  InCarPage,
  InOutRecordPage,
  inCarView,
  OnlineOrderPage,
  rdOnlineOrderView,
  trafficViews,
  unpaidOrderView,
} from '../pages/traffic';
import { visitorViews } from '../pages/visitors/visitor-views';
import type { ContentPage } from './content-page';
import { guardedPage, PageGrant } from './page-grant';

const DashboardPage = lazy(() => loadChunk(() => import('../pages/wel/DashboardPage')));
const GenericListPage = lazy(() => loadChunk(() => import('./list-extensions')));
const FormDetailPage = lazy(() => loadChunk(() => import('../pages/form-detail/FormDetailPage')));
const InfoPage = lazy(() => loadChunk(() => import('../pages/info/InfoPage')));
const IframePage = lazy(() => loadChunk(() => import('../pages/iframe/IframePage')));
const ChangePasswordPage = lazy(() => loadChunk(() => import('../pages/user/ChangePasswordPage')));
const SwitchCompanyPage = lazy(() => loadChunk(() => import('../pages/user/SwitchCompanyPage')));
const FeeRulePage = lazy(() => loadChunk(() => import('../pages/fees/FeeRulePage')));
const BatchGrantPage = lazy(() => loadChunk(() => import('../pages/monthly-cars/BatchGrantPage')));
const CarPage = lazy(() => loadChunk(() => import('../pages/cars/CarPage')));
const MonthlyPassPage = lazy(() => loadChunk(() => import('../pages/monthly-cars/MonthlyPassPage')));
const UnbuiltPage = lazy(() => loadChunk(() => import('../pages/errors/UnbuiltPage')));
const CodeToolsPage = lazy(() => loadChunk(() => import('../pages/code-tools/CodeToolsPage')));
const BigScreenPage = lazy(() => loadChunk(() => import('../pages/reports/big-screen/BigScreenPage')));
const TestMqttPage = lazy(() => loadChunk(() => import('../pages/mqtt-test/TestMqttPage')));

/** Pages inside the shell, each opened in its own tab. */
const pages: ContentPage[] = [
  { path: '/wel/index', titleKey: 'pages.home', element: <DashboardPage variant="index" /> },
  { path: '/wel/index2', titleKey: 'pages.home2', element: <DashboardPage variant="index2" /> },
  { path: '/wel/dashboard', titleKey: 'pages.dashboard', element: <LiveParksPage /> },
  { path: '/form-detail/index', titleKey: 'pages.formDetail', element: <FormDetailPage /> },
  { path: '/info/index', titleKey: 'pages.info', element: <InfoPage /> },
  { path: '/myiframe/:routerPath', titleKey: 'pages.external', element: <IframePage /> },
  { path: '/user/updatepassword', titleKey: 'pages.changePassword', element: <ChangePasswordPage /> },
  { path: '/user/switchcompany', titleKey: 'pages.switchCompany', element: <SwitchCompanyPage /> },
  { path: '/car/carbatchgrant', titleKey: 'pages.batchGrant', element: <BatchGrantPage /> },
  { path: '/car/detail', titleKey: 'pages.carDetail', element: <CarPage /> },
  { path: '/tool/code', titleKey: 'pages.codeTools', element: <CodeToolsPage /> },
  { path: '/test/testMqtt', titleKey: 'pages.testMqtt', element: <TestMqttPage /> },
  ...parkPages,
  ...merchantPages,
  ...exportPages,
  ...roadsideReportPages,
  ...summaryPages,
  ...advertPages,
  ...roadsideCentrePages,
  ...guidancePages,
];

/** Generic list pages: every resource at its menu place, and the areas' further views of them. */
const listRoutes: ResourceRoute[] = [
  ...resourceRoutes,
  ...roadsideViews,
  ...trafficViews,
  ...monthlyCarViews,
  ...oweViews,
  ...staticReportViews,
  ...deviceRegistryViews,
  ...visitorViews,
  ...doorViews,
  ...fundViews,
];
const listByPath = new Map(listRoutes.map((r) => [r.path, r.def]));

/** Resources whose page is more than the generic list: their own page takes the resource's path. */
const ownPages = new Map<ResourceDef, (def: ResourceDef) => RouteObject['element']>([
  [parkFeeRuleResource, (def) => <FeeRulePage def={def} />],
  [simpleFeeRuleResource, (def) => <FeeRulePage def={def} simple />],
  [platParkFeeRuleResource, (def) => <FeeRulePage def={def} simple />],
  [monthPassResource, () => <MonthlyPassPage />],
  [inCarView, () => <InCarPage />],
  [inOutRecordResource, (def) => <InOutRecordPage def={def} />],
  [onlineOrderResource, (def) => <OnlineOrderPage def={def} />],
  [unpaidOrderView, (def) => <OnlineOrderPage def={def} />],
  [rdOnlineOrderView, (def) => <OnlineOrderPage def={def} />],
  [roadsidePassView, (def) => <MonthlyPassPage def={def} />],
  [oweResource, (def) => <ArrearsPage def={def} />],
  [oweCheckView, (def) => <ArrearsPage def={def} columnOverrides={oweCheckColumns} />],
  [arrearageView, (def) => <ArrearsPage def={def} />],
  [couponResource, (def) => <CouponsPage def={def} />],
  [bigScreenResource, (def) => <BigScreenPage def={def} />],
  [ledConfigResource, (def) => <LedSettingPage def={def} />],
  [etcDayCheckView, (def) => <NotBuiltReportPage def={def} word="notBuiltEtc" />],
]);

export const contentRoutes: RouteObject[] = [
  ...pages.map(({ path, element }) => ({ path, element: guardedPage(path, element) })),
  ...listRoutes.map(({ path, def }) => ({
    path,
    element: <PageGrant>{ownPages.get(def)?.(def) ?? <GenericListPage def={def} />}</PageGrant>,
  })),
  {
    path: '*',
    element: (
      <PageGrant>
        <UnbuiltPage />
      </PageGrant>
    ),
  },
];

/** Whether the console itself has a page at this path (menu entries may point at pages still to come). */
export function hasPage(pathname: string): boolean {
  const m = matchRoutes(contentRoutes, pathname);
  return !!m && m[m.length - 1]?.route.path !== '*';
}

/** The title of a page the console knows, in both languages. */
export function pageTitle(pathname: string): Label | null {
  const def = listByPath.get(pathname);
  if (def) return def.label;
  const page = pages.find((p) => matchRoutes([{ path: p.path }], pathname));
  if (!page) return null;
  return { zh: i18n.getFixedT('zh')(page.titleKey), en: i18n.getFixedT('en')(page.titleKey) };
}
