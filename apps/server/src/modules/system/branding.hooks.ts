import { customConfigResource } from '@parking/resources';
import { registerHooks } from '../../crud/hooks';

registerHooks(customConfigResource, {
  beforeSubmit(_ctx, values) {
    if (typeof values.domain === 'string') values.domain = values.domain.trim().toLowerCase();
  },
});
