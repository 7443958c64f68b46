import { oweResource, oweSource } from '@parking/resources';
import { registerHooks } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';

// addOwe is the generic submit: an operator enters a debt by hand; an arrear is never edited afterwards,
// it is paid, cancelled with a reason, or reviewed by its own calls
registerHooks(oweResource, {
  beforeSubmit(_ctx, values, existing) {
    if (existing) {
      throw badRequest({
        zh: '欠费记录(oweId): 欠费登记后不能修改，只能缴费、撤销或核查',
        en: 'Arrear(oweId): an arrear cannot be changed once entered; pay, cancel or review it',
      });
    }
    const v = values as Record<string, unknown>;
    v.sourceKind = oweSource.values.manual;
    v.oweTime ??= new Date();
  },
});
