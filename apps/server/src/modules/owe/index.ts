import type { AnyRoute } from '../../platform/route-table';
import { oweRoutes } from './owe.routes';
import { roadsideOweRoutes } from './roadside-owe.routes';
import './owe.hooks';

export { owedBy, recordOwe } from './owe-ledger';

export const oweModuleRoutes: AnyRoute[] = [...oweRoutes, ...roadsideOweRoutes];
