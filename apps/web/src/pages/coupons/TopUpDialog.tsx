import { sellerSettleKind } from '@parking/resources';
import { Descriptions, Form, Input, InputNumber } from 'antd';
import { queryClient } from '../../app/query-client';
import { FormDialog } from '../../crud/FormDialog';
import { moneyText } from '../../crud/money';
import type { RowDialogProps } from '../../crud/row-actions';
import { fenOfYuan, YuanInput, yuanRule } from '../traffic/yuan-amount';
import { chargeSeller } from './coupon-api';
import { cw } from './coupon-text';

type Values = { amount: number; remark?: string };

/** Tops up a merchant: yuan for a balance, minutes for a bank of minutes; one ledger row either way. */
export default function TopUpDialog({ row, onClose, onDone }: RowDialogProps) {
  const byMinutes = row.settleKind === sellerSettleKind.values.minutes;
  const amountLabel = byMinutes ? cw('topUpMinutes') : cw('topUpMoney');
  return (
    <FormDialog<Values>
      title={cw('topUpTitle', { seller: String(row.sellerName ?? '') })}
      name="seller-top-up"
      okButtonProps={{ id: 'top-up-confirm' }}
      onClose={onClose}
      onDone={onDone}
      send={async (values) => {
        const remark = values.remark?.trim() || undefined;
        const done = byMinutes
          ? await chargeSeller(row.id, { minutes: values.amount }, remark)
          : await chargeSeller(row.id, { money: fenOfYuan(values.amount, amountLabel) }, remark);
        void queryClient.invalidateQueries({ queryKey: ['seller-ledger', row.id] });
        return byMinutes
          ? cw('toppedUpMinutes', { minutes: done.minutesBalance })
          : cw('toppedUp', { balance: moneyText(done.balance) });
      }}
      before={
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={byMinutes ? cw('minutesLeft') : cw('balance')}>
            {byMinutes
              ? cw('minutesValue', { minutes: Number(row.minutesBalance ?? 0) })
              : moneyText(Number(row.balance ?? 0))}
          </Descriptions.Item>
        </Descriptions>
      }
    >
      <Form.Item
        name="amount"
        label={amountLabel}
        rules={[
          { required: true, message: byMinutes ? cw('minutesRequired') : cw('amountRequired') },
          ...(byMinutes ? [] : [yuanRule(amountLabel)]),
        ]}
      >
        {byMinutes ? (
          <InputNumber<number> id="top-up-amount" min={1} max={1_000_000} precision={0} style={{ width: 200 }} />
        ) : (
          <YuanInput id="top-up-amount" min={0.01} max={1_000_000} />
        )}
      </Form.Item>
      <Form.Item name="remark" label={cw('remark')}>
        <Input.TextArea id="top-up-remark" maxLength={200} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
