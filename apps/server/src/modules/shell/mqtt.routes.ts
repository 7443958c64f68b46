import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { readParam } from '../system/params';

export const mqttRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/platMqtt/getMqttConfig',
    section: 'shell',
    summary: 'Where the console reaches the MQTT broker over WebSocket (parameters mqtt.wsUrl, mqtt.username)',
    handler: async ({ app, access }) => {
      const url = await readParam(app.db, 'mqtt.wsUrl');
      return {
        configured: url !== '',
        url: url || null,
        username: (await readParam(app.db, 'mqtt.username')) || null,
        clientId: `console_${access.userId}_${Date.now().toString(36)}`,
      };
    },
  }),
];
