import { couponRuleCancelType } from '@parking/resources';
import { Alert, Form, Radio } from 'antd';
import { queryClient } from '../../app/query-client';
import { dictOptions } from '../../crud/display';
import { FormDialog, ReasonItem } from '../../crud/FormDialog';
import type { RowDialogProps } from '../../crud/row-actions';
import { currentLang } from '../../i18n';
import { cancelRule, couponSummaryKey } from './coupon-api';
import { cw } from './coupon-text';

type Values = { type: number; reason: string };

/** Cancels a rule for good, with a reason; the operator chooses whether its unused coupons are voided too. */
export default function CancelRuleDialog({ row, onClose, onDone }: RowDialogProps) {
  return (
    <FormDialog<Values>
      title={cw('cancelTitle', { rule: String(row.ruleName ?? '') })}
      name="cancel-rule"
      initialValues={{ type: couponRuleCancelType.values.keepIssued }}
      okButtonProps={{ id: 'cancel-rule-confirm', danger: true }}
      onClose={onClose}
      onDone={onDone}
      send={async (values) => {
        const done = await cancelRule(row.id, values.type, values.reason.trim());
        void queryClient.invalidateQueries({ queryKey: couponSummaryKey });
        return cw('ruleCancelled', { voided: done.voided });
      }}
      before={<Alert type="warning" showIcon message={cw('cancelHint')} style={{ marginBottom: 16 }} />}
    >
      <Form.Item name="type" label={cw('cancelType')}>
        <Radio.Group options={dictOptions(couponRuleCancelType, currentLang())} style={{ display: 'grid', gap: 8 }} />
      </Form.Item>
      <ReasonItem label={cw('cancelRemark')} message={cw('reasonRequired')} />
    </FormDialog>
  );
}
