import { z } from 'zod';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId } from '../../platform/spec-params';
import { guidanceOverview } from './guidance-overview';

export const guidanceOverviewRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/plat/navigation/overview',
    section: 'devices',
    summary:
      "The guided buildings of the caller's parks (or parkId) as they stand: spaces by floor (occupied, free, disabled), detectors and screens, and gateways online and offline, with the totals",
    query: z.object({ parkId: optionalId }),
    labels: (k) => (k === 'parkId' ? { zh: '停车场', en: 'Park' } : undefined),
    handler: ({ app, access, query }) => guidanceOverview(app.db, access, query.parkId),
  }),
];
