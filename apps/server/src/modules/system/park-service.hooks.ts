import { registerHooks } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';

registerHooks('parkServicesConfig', {
  beforeSubmit(_ctx, values, existing) {
    const start = (values.startDate !== undefined ? values.startDate : existing?.startDate) as string | null;
    const end = (values.endDate !== undefined ? values.endDate : existing?.endDate) as string | null;
    if (start && end && String(start).slice(0, 10) > String(end).slice(0, 10)) {
      throw badRequest({
        zh: '到期日期(endDate): 不能早于开始日期',
        en: 'Ends on(endDate): cannot be before the start date',
      });
    }
  },
});
