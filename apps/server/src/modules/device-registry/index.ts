import type { AnyRoute } from '../../platform/route-table';
import { guidanceOverviewRoutes } from './guidance-overview.routes';
import { ledLinesRoutes } from './led-lines.routes';
import { lockDeviceRoutes } from './lock-device.routes';
import { remoteAuthorizeRoutes } from './remote-authorize.routes';
import { snCameraRoutes } from './sn-camera.routes';
import './device-registry.hooks';

export const deviceRegistryRoutes: AnyRoute[] = [
  ...ledLinesRoutes,
  ...guidanceOverviewRoutes,
  ...lockDeviceRoutes,
  ...snCameraRoutes,
  ...remoteAuthorizeRoutes,
];
