import type { AnyRoute } from '../../platform/route-table';
import { areaRoutes } from './area.routes';
import { berthRoutes } from './berth.routes';
import { commandRoutes } from './command.routes';
import { curbParkRoutes } from './curb-park.routes';
import { gateRoutes } from './gate.routes';
import { lookupRoutes } from './lookup.routes';
import { mapRoutes } from './map.routes';
import { monitorRoutes } from './monitor.routes';
import { parkExtendRoutes } from './park-extend.routes';
import { qrRoutes } from './qr.routes';
import { regionRoutes } from './region.routes';
import { villageRoutes } from './village.routes';
import './park.hooks';
import './structure.hooks';
import './command-expiry.job';

export const parksRoutes: AnyRoute[] = [
  ...qrRoutes,
  ...commandRoutes,
  ...mapRoutes,
  ...monitorRoutes,
  ...villageRoutes,
  ...areaRoutes,
  ...gateRoutes,
  ...curbParkRoutes,
  ...berthRoutes,
  ...parkExtendRoutes,
  ...regionRoutes,
  ...lookupRoutes,
];
