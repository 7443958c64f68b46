import type { ResourceDef } from './define-resource';
import { parkResource } from './parks/park.resource';
import { villageResource } from './parks/village.resource';
import { adminMenuResource } from './system/admin-menu.resource';
import { clientResource } from './system/client.resource';
import { companyResource } from './system/company.resource';
import { dictResource } from './system/dict.resource';
import { operateLogResource } from './system/operate-log.resource';
import { roleResource } from './system/role.resource';
import { topMenuResource } from './system/top-menu.resource';
import { userResource } from './system/user.resource';
import { inOutRecordResource } from './traffic/in-out-record.resource';

export {
  adminMenuResource,
  clientResource,
  companyResource,
  dictResource,
  inOutRecordResource,
  operateLogResource,
  parkResource,
  roleResource,
  topMenuResource,
  userResource,
  villageResource,
};

/** Every resource of the product. A resource added here gets its table, routes, tests and page. */
export const resources: ResourceDef[] = [
  companyResource,
  villageResource,
  parkResource,
  userResource,
  roleResource,
  adminMenuResource,
  topMenuResource,
  dictResource,
  clientResource,
  operateLogResource,
  inOutRecordResource,
];

export const resourceByModule = new Map(resources.map((r) => [r.module, r]));

export * from './define-resource';
export * from './dictionaries';
export * from './fields/field-builders';
export * from './fields/field-types';
export * from './schema/field-schema';
export * from './schema/resource-fields';
export * from './schema/resource-schemas';
