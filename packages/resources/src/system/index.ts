import { adminMenuResource } from './admin-menu.resource';
import { apiLogResource } from './api-log.resource';
import { clientResource } from './client.resource';
import { companyResource } from './company.resource';
import { createWiringResource } from './create-wiring.resource';
import { customConfigResource } from './custom-config.resource';
import { datasourceResource } from './datasource.resource';
import { deptResource } from './dept.resource';
import { dictResource } from './dict.resource';
import { errorLogResource } from './error-log.resource';
import { jobResource } from './job.resource';
import { jobLogResource } from './job-log.resource';
import { operateLogResource } from './operate-log.resource';
import { paramResource } from './param.resource';
import { parkDeptResource } from './park-dept.resource';
import { parkServiceConfigResource } from './park-service-config.resource';
import { privacyAgreementResource } from './privacy-agreement.resource';
import { roleResource } from './role.resource';
import { templateResource } from './template.resource';
import { tenantResource } from './tenant.resource';
import { topMenuResource } from './top-menu.resource';
import { userResource } from './user.resource';
import { usualLogResource } from './usual-log.resource';
import { warningLogResource } from './warning-log.resource';

export {
  adminMenuResource,
  apiLogResource,
  clientResource,
  companyResource,
  createWiringResource,
  customConfigResource,
  datasourceResource,
  deptResource,
  dictResource,
  errorLogResource,
  jobLogResource,
  jobResource,
  operateLogResource,
  paramResource,
  parkDeptResource,
  parkServiceConfigResource,
  privacyAgreementResource,
  roleResource,
  templateResource,
  tenantResource,
  topMenuResource,
  userResource,
  usualLogResource,
  warningLogResource,
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
  tenantResource,
  deptResource,
  paramResource,
  customConfigResource,
  privacyAgreementResource,
  templateResource,
  datasourceResource,
  parkDeptResource,
  parkServiceConfigResource,
  createWiringResource,
  jobResource,
  jobLogResource,
  warningLogResource,
  usualLogResource,
  apiLogResource,
  errorLogResource,
];
