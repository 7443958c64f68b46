import { carApplyResource } from './car-apply.resource';
import { monthPassResource } from './month-pass.resource';
import { passGroupResource } from './pass-group.resource';
import { passPaymentResource } from './pass-payment.resource';

export { carApplyResource, monthPassResource, passGroupResource, passPaymentResource };

/** Monthly passes: groups before the passes that join them, passes before their payments. */
export const monthlyCarResources = [passGroupResource, monthPassResource, passPaymentResource, carApplyResource];
