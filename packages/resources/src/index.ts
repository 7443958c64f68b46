import { carListResources } from './car-lists';
import { cloudSeatResources } from './cloudseats';
import { couponResources } from './coupons';
import type { ResourceDef } from './define-resource';
import { deviceRegistryResources } from './device-registry';
import { doorResources } from './doors';
import { feeResources } from './fees';
import { fundResources } from './funds';
import { monthlyCarResources } from './monthly-cars';
import { outboundResources } from './outbound';
import { oweResources } from './owe';
import { parkResources } from './parks';
import { reportResources } from './reports';
import { systemResources } from './system';
import { trafficResources } from './traffic';
import { workResources } from './work';

export * from './car-lists';
export * from './cloudseats';
export * from './coupons';
export * from './device-registry';
export * from './doors';
export * from './fees';
export * from './funds';
export * from './monthly-cars';
export * from './outbound';
export * from './owe';
export * from './parks';
export * from './reports';
export * from './system';
export * from './traffic';
export * from './work';

/**
 * Every resource of the product, module by module. A resource added to its module's list gets its table,
 * routes, tests and console page.
 */
export const resources: ResourceDef[] = [
  ...systemResources,
  ...parkResources,
  ...feeResources,
  ...carListResources,
  ...monthlyCarResources,
  ...trafficResources,
  ...oweResources,
  ...couponResources,
  ...reportResources,
  ...workResources,
  ...deviceRegistryResources,
  ...outboundResources,
  ...doorResources,
  ...cloudSeatResources,
  ...fundResources,
];

export const resourceByModule = new Map(resources.map((r) => [r.module, r]));

export * from './define-resource';
export * from './dictionaries';
export * from './fields/field-builders';
export * from './fields/field-types';
export * from './schema/field-schema';
export * from './schema/ref-parent';
export * from './schema/resource-fields';
export * from './schema/resource-schemas';
export * from './schema/submit-values';
