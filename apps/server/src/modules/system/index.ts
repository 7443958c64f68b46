import type { AnyRoute } from '../../platform/route-table';
import { dictRoutes } from './dict.routes';
import { grantRoutes } from './grant.routes';
import { userRoutes } from './user.routes';
import './client.hooks';
import './user.hooks';

export const systemRoutes: AnyRoute[] = [...userRoutes, ...dictRoutes, ...grantRoutes];
