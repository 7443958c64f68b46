import type { AnyRoute } from '../../platform/route-table';
import { carSummaryRoutes } from './car-summary.routes';
import { gateDeviceRoutes } from './gate-device.routes';
import { gateEventRoutes } from './gate-event.routes';
import { inCarRoutes } from './in-car.routes';
import { manualConfirmRoutes } from './manual-confirm.routes';
import { orderReportRoutes } from './order-report.routes';
import { parkorderRoutes } from './parkorder.routes';
import { payRoutes } from './pay.routes';
import { escapeByHandRoutes } from './roadside/escape-by-hand.routes';
import { roadsideRoutes } from './roadside/roadside.routes';
import './gate-device.hooks';
import './orders/stale-orders.job';

export const trafficRoutes: AnyRoute[] = [
  ...gateDeviceRoutes,
  ...gateEventRoutes,
  ...inCarRoutes,
  ...manualConfirmRoutes,
  ...parkorderRoutes,
  ...payRoutes,
  ...orderReportRoutes,
  ...roadsideRoutes,
  ...escapeByHandRoutes,
  ...carSummaryRoutes,
];
