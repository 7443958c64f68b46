import type { AnyRoute } from '../../platform/route-table';
import { baseSelectRoutes } from './base-select.routes';
import { menuRoutes } from './menu.routes';

export const shellRoutes: AnyRoute[] = [...menuRoutes, ...baseSelectRoutes];
