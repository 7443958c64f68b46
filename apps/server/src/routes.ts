import { resources } from '@parking/resources';
import { crudRoutes } from './crud/crud-routes';
import { authRoutes } from './modules/auth';
import { carListRoutes } from './modules/car-lists';
import { couponAreaRoutes } from './modules/coupons';
import { feesRoutes } from './modules/fees';
import { monthlyCarRoutes } from './modules/monthly-cars';
import { oweModuleRoutes } from './modules/owe';
import { parksRoutes } from './modules/parks';
import { reportRoutes } from './modules/reports';
import { shellRoutes } from './modules/shell';
import { systemRoutes } from './modules/system';
import { trafficRoutes } from './modules/traffic';
import { workRoutes } from './modules/work';
import type { AnyRoute } from './platform/route-table';

/** The route table: every call the server answers. Tests sweep it, OpenAPI publishes it. */
export function routeTable(): AnyRoute[] {
  return [
    ...authRoutes,
    ...shellRoutes,
    ...systemRoutes,
    ...parksRoutes,
    ...carListRoutes,
    ...feesRoutes,
    ...trafficRoutes,
    ...monthlyCarRoutes,
    ...couponAreaRoutes,
    ...oweModuleRoutes,
    ...reportRoutes,
    ...workRoutes,
    ...resources.flatMap(crudRoutes),
  ];
}
