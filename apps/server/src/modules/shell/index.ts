import type { AnyRoute } from '../../platform/route-table';
import { baseSelectRoutes } from './base-select.routes';
import { brandingRoutes } from './branding.routes';
import { errorLogRoutes } from './error-log.routes';
import { expiryNoticeRoutes } from './expiry-notice.routes';
import { menuRoutes } from './menu.routes';
import { mqttRoutes } from './mqtt.routes';

export const shellRoutes: AnyRoute[] = [
  ...menuRoutes,
  ...baseSelectRoutes,
  ...brandingRoutes,
  ...expiryNoticeRoutes,
  ...errorLogRoutes,
  ...mqttRoutes,
];
