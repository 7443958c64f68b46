import { companyResource, tenantResource } from '@parking/resources';
import { registerHooks } from '../../crud/hooks';
import { findVisible } from '../../crud/visible-rows';
import { badRequest } from '../../platform/errors';

registerHooks(tenantResource, {
  async beforeSubmit({ tx, access }, values) {
    const { companyId } = values;
    if (companyId == null) return;
    const [company] = await findVisible(tx, companyResource, access, [companyId]);
    if (!company) {
      throw badRequest({
        zh: `对应公司(companyId): 公司 ${companyId} 不存在`,
        en: `Company(companyId): company ${companyId} does not exist`,
      });
    }
  },
});
