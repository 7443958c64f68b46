import { clientResource } from '@parking/resources';
import { registerHooks } from '../../crud/hooks';
import { hashPassword } from '../../platform/auth/passwords';
import { badRequest } from '../../platform/errors';

registerHooks(clientResource, {
  async beforeSubmit(_ctx, values, existing) {
    const secret = values.clientSecret;
    delete values.clientSecret;
    if (secret) values.$clientSecret = await hashPassword(secret);
    else if (!existing)
      throw badRequest({ zh: '客户端密钥(clientSecret): 不能为空', en: 'Client secret(clientSecret): is required' });
  },
});
