import type { AnyRoute } from '../../platform/route-table';
import { ledLinesRoutes } from './led-lines.routes';
import { lockDeviceRoutes } from './lock-device.routes';
import { remoteAuthorizeRoutes } from './remote-authorize.routes';
import { snCameraRoutes } from './sn-camera.routes';
import './device-registry.hooks';

export const deviceRegistryRoutes: AnyRoute[] = [
  ...ledLinesRoutes,
  ...lockDeviceRoutes,
  ...snCameraRoutes,
  ...remoteAuthorizeRoutes,
];
