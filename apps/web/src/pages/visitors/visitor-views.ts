import {
  type ListRoute,
  listRoutePath,
  type ResourceDef,
  visitorCarInOutView,
  visitorCarView,
  visitorOrderView,
  visitorResource,
} from '@parking/resources';
import type { ResourceRoute } from '../../crud/resource-routes';

const only = (routes: ListRoute[], path: string) => routes.filter((r) => listRoutePath(r) === path);

/** The visitors waiting for review, read through one of the visitor lists with fixed filters. */
function waitingView(label: ResourceDef['label'], path: string, list: string): ResourceDef {
  return {
    ...visitorResource,
    label,
    routes: { ...visitorResource.routes, list: only(visitorResource.routes.list, list), submit: [], remove: [] },
    menu: { path, group: '/visitor' },
  };
}

export const visitorExamineView = waitingView(
  { zh: '访客审核', en: 'Visitor review' },
  '/visitor/visitorexamine',
  'getPagetWaitExamineList',
);

export const touristExamineView = waitingView(
  { zh: '游客审核', en: 'Tourist review' },
  '/visitor/touristexamine',
  'getPageTouristExamineList',
);

/** The visitor pages beside the visitor and QR-code lists their resources place themselves. */
export const visitorViews: ResourceRoute[] = [
  { path: '/visitor/visitorexamine', def: visitorExamineView },
  { path: '/visitor/touristexamine', def: touristExamineView },
  { path: '/visitor/carmanage', def: visitorCarView },
  { path: '/visitor/carinoutrecord', def: visitorCarInOutView },
  { path: '/visitor/carorderrecord', def: visitorOrderView },
];
