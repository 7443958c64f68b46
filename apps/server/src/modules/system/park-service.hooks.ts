import { parkServiceConfigResource } from '@parking/resources';
import { merged, registerHooks } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';

registerHooks(parkServiceConfigResource, {
  beforeSubmit(_ctx, values, existing) {
    const start = merged(values, existing, 'startDate');
    const end = merged(values, existing, 'endDate');
    if (start && end && start.slice(0, 10) > end.slice(0, 10)) {
      throw badRequest({
        zh: '到期日期(endDate): 不能早于开始日期',
        en: 'Ends on(endDate): cannot be before the start date',
      });
    }
  },
});
