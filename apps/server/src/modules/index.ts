import { resources } from '@parking/resources';
import { crudRoutes } from '../crud/crud-routes';
import type { AnyRoute } from '../platform/route-table';
import { authRoutes } from './auth';
import { carListRoutes } from './car-lists';
import { feesRoutes } from './fees';
import { monthlyCarRoutes } from './monthly-cars';
import { parksRoutes } from './parks';
import { shellRoutes } from './shell';
import { systemRoutes } from './system';
import { trafficRoutes } from './traffic';

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
    ...resources.flatMap(crudRoutes),
  ];
}
