import { adminMenuResource } from './admin-menu.resource';
import { clientResource } from './client.resource';
import { companyResource } from './company.resource';
import { dictResource } from './dict.resource';
import { operateLogResource } from './operate-log.resource';
import { roleResource } from './role.resource';
import { topMenuResource } from './top-menu.resource';
import { userResource } from './user.resource';

export {
  adminMenuResource,
  clientResource,
  companyResource,
  dictResource,
  operateLogResource,
  roleResource,
  topMenuResource,
  userResource,
};

export const systemResources = [
  companyResource,
  userResource,
  roleResource,
  adminMenuResource,
  topMenuResource,
  dictResource,
  clientResource,
  operateLogResource,
];
