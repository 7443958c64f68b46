import {
  carDerateView,
  chargeDetailView,
  etcDayCheckView,
  exceptionReleaseView,
  gateEventResource,
  type ListRoute,
  listRoutePath,
  manualReleaseView,
  orderReconciliationView,
  passPaymentResource,
  plateAnalysisView,
  type ResourceDef,
  sellerLedgerResource,
  visitorOrderView,
} from '@parking/resources';
import type { ResourceRoute } from '../../../crud/resource-routes';

const only = (routes: ListRoute[], path: string) => routes.filter((r) => listRoutePath(r) === path);

/** A resource read through one of its report calls (a list route with fixed filters), at a report's page. */
function reportOf(def: ResourceDef, label: ResourceDef['label'], menuPath: string, list: string, file: string) {
  return {
    ...def,
    label,
    routes: {
      ...def.routes,
      list: only(def.routes.list, list),
      export: only(def.routes.export, file),
      detail: [],
      submit: [],
      remove: [],
    },
    menu: { path: menuPath, group: '/static' },
  } satisfies ResourceDef;
}

export const sellerRechargeView = reportOf(
  sellerLedgerResource,
  { zh: '商户充值', en: 'Seller recharges' },
  '/static/sellerRecharge',
  '/static/getPageSellerRecharge',
  '/static/exportSellerRecharge',
);

export const sellerBuyView = reportOf(
  sellerLedgerResource,
  { zh: '商户购买记录', en: 'Seller purchases' },
  '/static/sellerBuy',
  '/static/getPageSellerBuy',
  '/static/exportSellerBuy',
);

export const cardExtensionView = reportOf(
  passPaymentResource,
  { zh: '月卡延期', en: 'Card extensions' },
  '/static/cardExtension',
  '/static/getPageCardExtension',
  '/static/exportCardExtension',
);

export const cardRechargeView = reportOf(
  passPaymentResource,
  { zh: '月卡充值', en: 'Card recharges' },
  '/static/cardRecharge',
  '/static/getPageCardRecharge',
  '/static/exportCardRecharge',
);

export const videoCarView = reportOf(
  gateEventResource,
  { zh: '视频车辆', en: 'Video cars' },
  '/static/videoCar',
  '/static/getPageVideoCar',
  '/static/exportVideoCar',
);

/** Reports of areas not built yet: their page says so above an empty list. */
export const notBuiltViews = [etcDayCheckView];

const at = (def: ResourceDef): ResourceRoute => ({ path: def.menu?.path ?? '', def });

/** The static/* report pages (the menu entries the lead, H2 and the resources' own menus do not cover). */
export const staticReportViews: ResourceRoute[] = [
  sellerRechargeView,
  sellerBuyView,
  cardExtensionView,
  cardRechargeView,
  videoCarView,
  carDerateView,
  exceptionReleaseView,
  manualReleaseView,
  orderReconciliationView,
  chargeDetailView,
  plateAnalysisView,
  visitorOrderView,
  ...notBuiltViews,
].map(at);
