import { manageBookResource, manageBookState } from '@parking/resources';
import { registerHooks } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';
import { windowOf } from './validity';

registerHooks(manageBookResource, {
  beforeSubmit({ app }, values, existing) {
    if (existing && existing.state !== manageBookState.values.pending) {
      throw badRequest({
        zh: '审核状态(state): 只有待审核的登记可以修改',
        en: 'Review state(state): only a pending registration can be changed',
      });
    }
    windowOf(values, existing, app.config.timeZone);
  },
});
