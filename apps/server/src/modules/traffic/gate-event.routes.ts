import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { type GateEventInput, gateEventInput, gateEventLabels, handleGateEvent } from './gate-event.service';

export const gateEventRoutes: AnyRoute[] = [
  defineRoute<Record<string, never>, GateEventInput, 'device'>({
    method: 'POST',
    url: '/api/device/gate/event',
    section: 'devices',
    summary: 'A gate device reports a plate read at entry or exit; answers whether to open and what to show',
    auth: 'device',
    body: gateEventInput,
    labels: gateEventLabels,
    handler: async ({ app, device, body }) => handleGateEvent(app, device, body),
  }),
];
