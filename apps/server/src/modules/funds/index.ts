import type { AnyRoute } from '../../platform/route-table';
import { fundRoutes } from './fund.routes';
import './fund-withdraw.hooks';
import './settle-funds.job';

/**
 * Funds: each park's day of online takings settled with its company by the shipped job, the companies'
 * accounts worked out from those settlements and their withdrawals, and the platform's review of withdrawals.
 */
export const fundModuleRoutes: AnyRoute[] = [...fundRoutes];
