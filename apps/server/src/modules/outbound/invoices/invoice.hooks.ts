import { invoiceApplyFormResource, invoiceSellerConfigResource, invoiceState } from '@parking/resources';
import { fieldProblem } from '../../../crud/checks';
import { merged, registerHooks } from '../../../crud/hooks';
import { badRequest } from '../../../platform/errors';

// an issued invoice is the record of money invoiced: it is reversed, never removed
registerHooks(invoiceApplyFormResource, {
  beforeRemove: (_ctx, rows) => {
    const kept = rows.find((r) => r.state === invoiceState.values.issued || r.state === invoiceState.values.issuing);
    if (kept) {
      throw badRequest({
        zh: `申请 ${kept.applyNo} 已开票或正在开票，不能删除；已开的发票请红冲`,
        en: `application ${kept.applyNo} is issued or being issued; it cannot be removed (reverse an issued invoice)`,
      });
    }
  },
});

registerHooks(invoiceSellerConfigResource, {
  beforeSubmit: (_ctx, values, existing) => {
    const start = merged(values, existing, 'startDate');
    const end = merged(values, existing, 'endDate');
    if (typeof start === 'string' && typeof end === 'string' && end < start) {
      throw fieldProblem('endDate', invoiceSellerConfigResource.fields.endDate.label, {
        zh: '不能早于服务开始',
        en: 'may not be before the service start',
      });
    }
  },
});
