import { gateDeviceResource, idSchema } from '@parking/resources';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { visibleOne } from '../../crud/visible-rows';
import { tableOf } from '../../db/schema';
import { forgetDevice } from '../../platform/auth/device-access';
import { hashToken, newToken } from '../../platform/auth/tokens';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

export const gateDeviceRoutes: AnyRoute[] = [
  defineRoute<{ deviceId: number }, undefined>({
    method: 'POST',
    url: '/api/updown/gateDevice/issueKey',
    section: 'parks',
    summary: 'Issues a new key for a gate device, shown this once; the previous key stops working',
    permission: 'gateDevice:edit',
    query: z.object({ deviceId: idSchema }),
    labels: (k) => (k === 'deviceId' ? gateDeviceResource.label : undefined),
    handler: async ({ app, access, query }) => {
      const issued = await app.db.transaction(async (tx) => {
        const device = await visibleOne(tx, gateDeviceResource, access, query.deviceId);
        const key = newToken();
        const t = tableOf(gateDeviceResource);
        await tx
          .update(t)
          .set({ keyHash: hashToken(app.tokenSecret, key), keyIssuedAt: new Date() })
          .where(eq(t.id, query.deviceId));
        return {
          deviceId: query.deviceId,
          deviceCode: device.deviceCode,
          key,
          authorization: `Device ${device.deviceCode}:${key}`,
        };
      });
      forgetDevice(issued.deviceCode);
      return issued;
    },
  }),
];
