import { deviceKind, gateDeviceResource } from '@parking/resources';
import { merged, registerHooks } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';

registerHooks(gateDeviceResource, {
  beforeSubmit(_ctx, values, existing) {
    const kind = merged(values, existing, 'deviceKind') ?? deviceKind.values.gateCamera;
    if (kind === deviceKind.values.gateCamera && merged(values, existing, 'gateId') == null) {
      throw badRequest({
        zh: '通道(gateId): 通道相机必须指定通道',
        en: 'Gate(gateId): a gate camera needs its gate',
      });
    }
  },
});
