import { resources } from '@parking/resources';
import { crudRoutes } from './crud/crud-routes';
import { authRoutes } from './modules/auth';
import { carListRoutes } from './modules/car-lists';
import { cloudSeatModuleRoutes } from './modules/cloudseats';
import { couponAreaRoutes } from './modules/coupons';
import { deviceRegistryRoutes } from './modules/device-registry';
import { devicesRoutes } from './modules/devices/commands';
import { testMqttRoutes } from './modules/devices/feed';
import { doorRoutes } from './modules/doors';
import { feesRoutes } from './modules/fees';
import { fundModuleRoutes } from './modules/funds';
import { monthlyCarRoutes } from './modules/monthly-cars';
import { outboundRoutes } from './modules/outbound';
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
    ...devicesRoutes,
    ...monthlyCarRoutes,
    ...couponAreaRoutes,
    ...oweModuleRoutes,
    ...reportRoutes,
    ...workRoutes,
    ...testMqttRoutes,
    ...deviceRegistryRoutes,
    ...outboundRoutes,
    ...doorRoutes,
    ...cloudSeatModuleRoutes,
    ...fundModuleRoutes,
    ...resources.flatMap(crudRoutes),
  ];
}
