import { Descriptions, Form } from 'antd';
import { FormDialog, ReasonItem } from '../../crud/FormDialog';
import { yuanText } from '../../crud/money';
import type { Row } from '../../crud/resource-api';
import { refundableFen, refundOrder } from './traffic-api';
import { tw } from './traffic-text';
import { fenOfYuan, YuanInput, yuanRule } from './yuan-amount';

type Values = { amount: number; reason: string };
type Props = { row: Row; onClose: () => void; onDone: () => void };

/**
 * Refunds part or all of what is left of a paid order. The amount is typed in yuan (to the fen) and sent as fen; the
 * server decides whether it is still refundable (another refund may have come first) and says why not.
 */
export default function RefundDialog({ row, onClose, onDone }: Props) {
  return (
    <FormDialog<Values>
      title={tw('refundTitle', { order: String(row.onlineOrderId) })}
      name="refund"
      okButtonProps={{ id: 'refund-confirm' }}
      onClose={onClose}
      onDone={onDone}
      send={async (values) => {
        const done = await refundOrder({
          onlineOrderId: String(row.onlineOrderId),
          amount: fenOfYuan(values.amount, tw('refundAmount')),
          remark: values.reason.trim(),
        });
        return tw('refunded', { amount: yuanText(done.amount) });
      }}
      before={
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={tw('plate')}>{String(row.plateNumber)}</Descriptions.Item>
          <Descriptions.Item label={tw('refundable')}>
            <strong id="refund-left">{yuanText(refundableFen(row))}</strong>
          </Descriptions.Item>
        </Descriptions>
      }
    >
      <Form.Item
        name="amount"
        label={tw('refundAmount')}
        rules={[{ required: true, message: tw('amountRequired') }, yuanRule(tw('refundAmount'))]}
      >
        <YuanInput id="refund-amount" min={0.01} />
      </Form.Item>
      <ReasonItem label={tw('refundRemark')} message={tw('reasonRequired')} />
    </FormDialog>
  );
}
