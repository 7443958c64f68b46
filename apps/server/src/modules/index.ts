import { resources } from '@parking/resources';
import { crudRoutes } from '../crud/crud-routes';
import type { AnyRoute } from '../platform/route-table';
import { authRoutes } from './auth/auth.routes';
import { baseSelectRoutes } from './shell/base-select.routes';
import { menuRoutes } from './shell/menu.routes';
import { dictRoutes } from './system/dict.routes';
import { grantRoutes } from './system/grant.routes';
import { userRoutes } from './system/user.routes';
import './system/client.hooks';
import './system/user.hooks';

/** The route table: every call the server answers. Tests sweep it, OpenAPI publishes it. */
export function routeTable(): AnyRoute[] {
  return [
    ...authRoutes,
    ...menuRoutes,
    ...baseSelectRoutes,
    ...userRoutes,
    ...dictRoutes,
    ...grantRoutes,
    ...resources.flatMap(crudRoutes),
  ];
}
