import { Alert, Checkbox, Form, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { FormDialog, ReasonItem } from '../../crud/FormDialog';
import { yuanText } from '../../crud/money';
import type { Row } from '../../crud/resource-api';
import { type ConfirmAction, carsInside, confirmStay } from './traffic-api';
import { tw } from './traffic-text';
import { fenOfYuan, YuanInput, yuanRule } from './yuan-amount';

type Values = { action: ConfirmAction; stayId?: number; charge?: boolean; amount?: number; reason: string };
type Props = { row: Row; onClose: () => void; onDone: () => void };

/**
 * Settles a stay the gate left to an operator. An exit that found no entry is matched to the car's stay
 * inside (priced as at its exit) or let go with what the booth charged; a stay left open by a missed exit
 * is closed, charged as an order or free.
 */
export default function ConfirmStayDialog({ row, onClose, onDone }: Props) {
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const [inside, setInside] = useState<{ value: number; label: string }[]>([]);
  const unmatchedExit = row.outGateId != null;
  const action = Form.useWatch('action', form);
  const charge = Form.useWatch('charge', form);

  useEffect(() => {
    if (!unmatchedExit) return;
    let live = true;
    carsInside(Number(row.parkId), search)
      .then((page) => {
        if (!live) return;
        setInside(
          page.data.map((r) => ({ value: Number(r.id), label: `${String(r.plateNumber)}  ${String(r.inTime ?? '')}` })),
        );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [row.parkId, search, unmatchedExit]);

  const send = async (values: Values) => {
    const amountLabel = tw(values.action === 'release' ? 'chargedAmount' : 'closeAmount');
    const done = await confirmStay({
      recordId: Number(row.id),
      action: values.action,
      stayId: values.action === 'merge' ? values.stayId : undefined,
      charge: values.action !== 'merge' && values.charge === true,
      amount:
        values.action !== 'merge' && values.charge && values.amount != null
          ? fenOfYuan(values.amount, amountLabel)
          : undefined,
      reason: values.reason,
    });
    return done.onlineOrderId
      ? tw('confirmedOwed', { amount: yuanText(done.owedFen), order: done.onlineOrderId })
      : tw('confirmed');
  };

  return (
    <FormDialog<Values>
      title={tw('confirmTitle', { plate: String(row.plateNumber) })}
      name="confirm-stay"
      form={form}
      initialValues={{ action: unmatchedExit ? 'merge' : 'close', charge: false }}
      send={send}
      onClose={onClose}
      onDone={onDone}
      before={
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={tw(unmatchedExit ? 'unmatchedExit' : 'forgottenStay')}
        />
      }
    >
      <Form.Item name="action" label={tw('action')}>
        <Radio.Group>
          {unmatchedExit ? (
            <>
              <Radio value="merge">{tw('merge')}</Radio>
              <Radio value="release">{tw('letGo')}</Radio>
            </>
          ) : (
            <Radio value="close">{tw('closeStay')}</Radio>
          )}
        </Radio.Group>
      </Form.Item>
      {action === 'merge' && (
        <Form.Item name="stayId" label={tw('stayInside')} rules={[{ required: true, message: tw('stayRequired') }]}>
          <Select
            id="confirm-stay-id"
            showSearch
            filterOption={false}
            onSearch={setSearch}
            options={inside}
            placeholder={tw('plate')}
          />
        </Form.Item>
      )}
      {action !== 'merge' && (
        <Form.Item name="charge" valuePropName="checked">
          <Checkbox>{tw('chargeFee')}</Checkbox>
        </Form.Item>
      )}
      {action !== 'merge' && charge && (
        <Form.Item
          name="amount"
          label={tw(action === 'release' ? 'chargedAmount' : 'closeAmount')}
          rules={[
            ...(action === 'release' ? [{ required: true, message: tw('confirmAmountRequired') }] : []),
            yuanRule(tw(action === 'release' ? 'chargedAmount' : 'closeAmount')),
          ]}
        >
          <YuanInput id="confirm-amount" min={0.01} />
        </Form.Item>
      )}
      <ReasonItem label={tw('reason')} message={tw('reasonRequired')} maxLength={100} />
    </FormDialog>
  );
}
