import type { ResourceDef } from '../define-resource';
import { warnDealResource } from './warn-deal.resource';
import { workCompanySetResource } from './work-company-set.resource';
import { workOrderResource } from './work-order.resource';
import { workRecordResource } from './work-record.resource';

export * from './work.dict';
export { warnDealResource, workCompanySetResource, workOrderResource, workRecordResource };

/** Work orders: jobs at the parks, made by hand or from warnings, and what each company sets for them. */
export const workResources: ResourceDef[] = [
  workOrderResource,
  workRecordResource,
  workCompanySetResource,
  warnDealResource,
];
