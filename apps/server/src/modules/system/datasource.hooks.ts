import { registerHooks } from '../../crud/hooks';
import { hashPassword } from '../../platform/auth/passwords';

registerHooks('blade-develop/datasource', {
  async beforeSubmit(_ctx, values) {
    const password = values.password as string | null | undefined;
    delete values.password;
    if (password) values.$password = await hashPassword(password);
  },
});
