import { datasourceResource } from '@parking/resources';
import { registerHooks } from '../../crud/hooks';
import { hashPassword } from '../../platform/auth/passwords';

registerHooks(datasourceResource, {
  async beforeSubmit(_ctx, values) {
    const { password } = values;
    delete values.password;
    if (password) values.$password = await hashPassword(password);
  },
});
