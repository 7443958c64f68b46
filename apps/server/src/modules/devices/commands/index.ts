import '../white-list-sync.hooks';
import '../booked-locks';
import type { AnyRoute } from '../../../platform/route-table';
import { deviceLogRoutes } from '../logs/device-log.routes';
import { cameraPushRoutes } from '../push/camera-push.routes';
import { videoRoutes } from '../video/video.routes';
import { cameraEncryptionRoutes } from './camera-encryption.routes';
import { deviceCommandRoutes } from './device-command.routes';
import { upgradeRoutes } from './upgrade.routes';

export const devicesRoutes: AnyRoute[] = [
  ...deviceCommandRoutes,
  ...upgradeRoutes,
  ...deviceLogRoutes,
  ...cameraEncryptionRoutes,
  ...videoRoutes,
  ...cameraPushRoutes,
];
