import { companyResource } from '@parking/resources';
import { findVisible } from '../../crud/crud-routes';
import { registerHooks } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';

registerHooks('blade-system/tenant', {
  async beforeSubmit({ tx, access }, values) {
    if (values.companyId == null) return;
    const [company] = await findVisible(tx, companyResource, access, [values.companyId as number]);
    if (!company) {
      throw badRequest({
        zh: `对应公司(companyId): 公司 ${String(values.companyId)} 不存在`,
        en: `Company(companyId): company ${String(values.companyId)} does not exist`,
      });
    }
  },
});
