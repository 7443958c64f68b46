import {
  carApplyResource,
  listRoutePath,
  monthPassResource,
  passPaymentResource,
  type ResourceDef,
} from '@parking/resources';
import type { ResourceRoute } from '../../crud/resource-routes';

const roadsideList = monthPassResource.routes.list.find((r) => listRoutePath(r) === 'roadsideListPage');
if (!roadsideList) throw new Error('parkMonth declares no roadsideListPage');

/** The passes of roadside parks only (parkMonth/roadsideListPage filters on the park's kind). */
export const roadsidePassView: ResourceDef = {
  ...monthPassResource,
  label: { zh: '路侧月租车', en: 'Roadside monthly pass' },
  routes: { ...monthPassResource.routes, list: [roadsideList], export: [] },
  menu: { path: '/road/rdCarMonth', group: '/road', icon: 'CreditCardOutlined' },
};

/** The payments of passes in share groups, with their own list and export calls (a tab of the pass page). */
export const shareChargeView: ResourceDef = {
  ...passPaymentResource,
  label: { zh: '共享车位收费', en: 'Share group charge' },
  permissionPrefix: monthPassResource.module,
  routes: {
    list: ['/parkMonth/getShareChargePage'],
    detail: [],
    submit: [],
    remove: [],
    export: ['/parkMonth/exportShareMonthCharge'],
  },
  menu: undefined,
};

/** The platform's review of the same applications (/car/admincarapply). */
const applicationReviewView: ResourceDef = {
  ...carApplyResource,
  label: { zh: '车辆审核', en: 'Application review' },
  menu: { path: '/car/admincarapply', group: '/car', icon: 'AuditOutlined' },
};

export const monthlyCarViews: ResourceRoute[] = [
  { path: '/road/rdCarMonth', def: roadsidePassView },
  { path: '/car/admincarapply', def: applicationReviewView },
];
