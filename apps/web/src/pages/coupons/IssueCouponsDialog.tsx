import { sellerSettleKind } from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Form, Input, InputNumber, Radio, Skeleton } from 'antd';
import { queryClient } from '../../app/query-client';
import { FormDialog } from '../../crud/FormDialog';
import { moneyText } from '../../crud/money';
import type { RowDialogProps } from '../../crud/row-actions';
import { couponSummaryKey, type Issuable, issuable, sendRuleCoupon } from './coupon-api';
import { cw } from './coupon-text';

type Values = { to: 'plate' | 'unclaimed'; plateNumber?: string; num: number };

function Room({ room }: { room: Issuable }) {
  const byMinutes = room.settleKind === sellerSettleKind.values.minutes;
  const postpaid = room.settleKind === sellerSettleKind.values.postpaid;
  return (
    <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
      <Descriptions.Item label={cw('allowed')}>
        <strong id="issue-allowed">{cw('allowedCount', { allowed: room.allowed })}</strong>
      </Descriptions.Item>
      <Descriptions.Item label={cw('limitedBy')}>
        <span id="issue-reason">{room.reason.charAt(0).toUpperCase() + room.reason.slice(1)}</span>
      </Descriptions.Item>
      {byMinutes ? (
        <Descriptions.Item label={cw('minutesLeft')}>
          {cw('minutesValue', { minutes: room.minutesBalance })}
        </Descriptions.Item>
      ) : (
        <Descriptions.Item label={cw('balance')}>
          {moneyText(room.balance)}
          {postpaid && ` (${cw('creditLine')} ${moneyText(room.creditLine)})`}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/**
 * Issues a rule's coupons to one plate or as unclaimed codes, showing first how many the rule's caps and the
 * merchant's balance still allow; the server checks the same again as it issues.
 */
export default function IssueCouponsDialog({ row, onClose, onDone }: RowDialogProps) {
  const [form] = Form.useForm<Values>();
  const to = Form.useWatch('to', form) ?? 'plate';
  const room = useQuery({ queryKey: ['coupon-issuable', row.id], queryFn: () => issuable(row.id), gcTime: 0 });
  const allowed = room.data?.allowed ?? 0;

  return (
    <FormDialog<Values>
      title={cw('issueTitle', { rule: String(row.ruleName ?? '') })}
      name="issue-coupons"
      form={form}
      initialValues={{ to: 'plate', num: 1 }}
      okButtonProps={{ id: 'issue-confirm', disabled: !room.data || allowed < 1 }}
      onClose={onClose}
      onDone={onDone}
      send={async (values) => {
        const done = await sendRuleCoupon(
          row.id,
          values.num,
          values.to === 'plate' ? values.plateNumber?.trim().toUpperCase() : undefined,
        );
        void queryClient.invalidateQueries({ queryKey: couponSummaryKey });
        return cw('issued', { num: done.num });
      }}
      before={room.data ? <Room room={room.data} /> : <Skeleton active paragraph={{ rows: 2 }} />}
    >
      <Form.Item name="to" label={cw('issueTo')}>
        <Radio.Group
          options={[
            { value: 'plate', label: cw('toPlate') },
            { value: 'unclaimed', label: cw('unclaimed') },
          ]}
        />
      </Form.Item>
      {to === 'plate' && (
        <Form.Item
          name="plateNumber"
          label={cw('plate')}
          rules={[{ required: true, whitespace: true, message: cw('plateRequired') }]}
        >
          <Input id="issue-plate" maxLength={16} />
        </Form.Item>
      )}
      <Form.Item
        name="num"
        label={cw('num')}
        rules={[
          { required: true, message: cw('numRequired') },
          { type: 'number', max: Math.max(allowed, 1), message: cw('numTooMany', { allowed }) },
        ]}
      >
        <InputNumber<number> id="issue-num" min={1} max={Math.max(allowed, 1)} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormDialog>
  );
}
