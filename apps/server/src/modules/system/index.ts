import type { AnyRoute } from '../../platform/route-table';
import { aliasedRoutes } from './alias.routes';
import { codeToolRoutes } from './code-tool.routes';
import { deptRoutes } from './dept.routes';
import { diagnosticsRoutes } from './diagnostics.routes';
import { dictRoutes } from './dict.routes';
import { grantRoutes } from './grant.routes';
import { jobRoutes } from './job.routes';
import { menuGrantRoutes } from './menu-grant.routes';
import { privacyRoutes } from './privacy.routes';
import { roleRoutes } from './role.routes';
import { templateRoutes } from './template.routes';
import { topMenuRoutes } from './top-menu.routes';
import { userRoutes } from './user.routes';
import './branding.hooks';
import './client.hooks';
import './company.hooks';
import './datasource.hooks';
import './job.hooks';
import './job-handlers';
import './menu.hooks';
import './park-service.hooks';
import './role.hooks';
import './tenant.hooks';
import './user.hooks';

export const systemRoutes: AnyRoute[] = [
  ...userRoutes,
  ...dictRoutes,
  ...grantRoutes,
  ...roleRoutes,
  ...menuGrantRoutes,
  ...topMenuRoutes,
  ...aliasedRoutes,
  ...privacyRoutes,
  ...templateRoutes,
  ...diagnosticsRoutes,
  ...deptRoutes,
  ...codeToolRoutes,
  ...jobRoutes,
];
