import type { AnyRoute } from '../../platform/route-table';
import { carApplyRoutes } from './car-apply.routes';
import { passGrantRoutes } from './pass-grant.routes';
import { passLifecycleRoutes } from './pass-lifecycle.routes';
import { passLookupRoutes } from './pass-lookup.routes';
import { passRenewalRoutes } from './pass-renewal.routes';
import { passShareRoutes } from './pass-share.routes';
import './idempotency-cleanup.job';
import './pass.hooks';

export { activePassFor } from './pass-lookup';

export const monthlyCarRoutes: AnyRoute[] = [
  ...passRenewalRoutes,
  ...passLifecycleRoutes,
  ...passLookupRoutes,
  ...passShareRoutes,
  ...passGrantRoutes,
  ...carApplyRoutes,
];
