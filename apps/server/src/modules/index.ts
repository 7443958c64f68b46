import { resources } from '@parking/resources';
import { crudRoutes } from '../crud/crud-routes';
import type { AnyRoute } from '../platform/route-table';
import { authRoutes } from './auth';
import { parksRoutes } from './parks';
import { shellRoutes } from './shell';
import { systemRoutes } from './system';

/** The route table: every call the server answers. Tests sweep it, OpenAPI publishes it. */
export function routeTable(): AnyRoute[] {
  return [...authRoutes, ...shellRoutes, ...systemRoutes, ...parksRoutes, ...resources.flatMap(crudRoutes)];
}
