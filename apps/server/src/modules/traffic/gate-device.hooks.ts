import { registerHooks } from '../../crud/hooks';
import { deviceKinds } from '../../platform/auth/device-access';
import { badRequest } from '../../platform/errors';
import { merged } from '../parks/visible';

registerHooks('gateDevice', {
  beforeSubmit(_ctx, values, existing) {
    const kind = Number(merged(values, existing, 'deviceKind') ?? deviceKinds.gateCamera);
    if (kind === deviceKinds.gateCamera && merged(values, existing, 'gateId') == null) {
      throw badRequest({
        zh: '通道(gateId): 通道相机必须指定通道',
        en: 'Gate(gateId): a gate camera needs its gate',
      });
    }
  },
});
