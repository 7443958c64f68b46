import type { AnyRoute } from '../../platform/route-table';
import { oweRoutes } from './owe.routes';
import { roadsideOweRoutes } from './roadside-owe.routes';
import './owe.hooks';
import './owe-notices.job';

export { recordOwe } from './owe-ledger';

export const oweModuleRoutes: AnyRoute[] = [...oweRoutes, ...roadsideOweRoutes];
