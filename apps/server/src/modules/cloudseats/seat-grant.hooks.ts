import { seatGateGrantResource, seatParkGrantResource } from '@parking/resources';
import { merged, registerHooks } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';

for (const def of [seatParkGrantResource, seatGateGrantResource]) {
  registerHooks(def, {
    beforeSubmit(_ctx, values, existing) {
      const from = merged(values, existing, 'startDate') as string | null | undefined;
      const until = merged(values, existing, 'endDate') as string | null | undefined;
      if (from && until && String(until) < String(from)) {
        throw badRequest({ zh: '到期日期(endDate): 不能早于开始日期', en: 'Until(endDate): cannot be before from' });
      }
    },
  });
}
