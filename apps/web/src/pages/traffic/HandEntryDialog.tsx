import { Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { FormDialog, ReasonItem } from '../../crud/FormDialog';
import { type RefOption, refOptions } from '../../crud/ref-options';
import { addCarByHand } from './traffic-api';
import { tw } from './traffic-text';

type Values = { parkId: number; plateNumber: string; inTime?: string; reason: string };
type Props = { onClose: () => void; onDone: () => void };

/** Adds a car inside that no camera reported, with the reason; the server takes a stall for it. */
export default function HandEntryDialog({ onClose, onDone }: Props) {
  const [parks, setParks] = useState<RefOption[]>([]);
  useEffect(() => {
    void refOptions('basePark').then(setParks);
  }, []);

  return (
    <FormDialog<Values>
      title={tw('handEntry')}
      name="hand-entry"
      onClose={onClose}
      onDone={onDone}
      send={async (values) => {
        await addCarByHand({ ...values, inTime: values.inTime?.trim() || undefined });
        return tw('added');
      }}
    >
      <Form.Item name="parkId" label={tw('park')} rules={[{ required: true, message: tw('parkRequired') }]}>
        <Select showSearch optionFilterProp="label" options={parks} />
      </Form.Item>
      <Form.Item name="plateNumber" label={tw('plate')} rules={[{ required: true, message: tw('plateRequired') }]}>
        <Input maxLength={16} />
      </Form.Item>
      <Form.Item name="inTime" label={tw('inTime')}>
        <Input maxLength={19} placeholder="YYYY-MM-DD HH:mm:ss" />
      </Form.Item>
      <ReasonItem label={tw('reason')} message={tw('reasonRequired')} />
    </FormDialog>
  );
}
