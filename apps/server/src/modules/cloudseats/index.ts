import type { AnyRoute } from '../../platform/route-table';
import './seat-grant.hooks';
import './seat-orders';
import { cloudSeatRoutes } from './cloud-seat.routes';

export { cloudSeatRoutes };
export const cloudSeatModuleRoutes: AnyRoute[] = [...cloudSeatRoutes];
