import { registerHooks } from '../../crud/hooks';

registerHooks('sysCustomConfig', {
  beforeSubmit(_ctx, values) {
    if (typeof values.domain === 'string') values.domain = values.domain.trim().toLowerCase();
  },
});
