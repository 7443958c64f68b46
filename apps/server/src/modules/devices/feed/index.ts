import type { AnyRoute } from '../../../platform/route-table';
import { noWireLogRoutes } from './no-wire-log.routes';
import { testMqttRoutes as pageRoutes } from './test-mqtt.routes';

export const testMqttRoutes: AnyRoute[] = [...pageRoutes, ...noWireLogRoutes];
