import { Checkbox, Form } from 'antd';
import { FormDialog, ReasonItem } from '../../crud/FormDialog';
import type { Row } from '../../crud/resource-api';
import { releaseCars } from './traffic-api';
import { tw } from './traffic-text';

type Values = { reason: string; charge?: boolean };
type Props = { row: Row; onClose: () => void; onDone: () => void };

/** Releases a car still inside by hand (a missed exit), with the reason and whether its stay is charged. */
export default function ReleaseDialog({ row, onClose, onDone }: Props) {
  return (
    <FormDialog<Values>
      title={tw('releaseTitle', { plate: String(row.plateNumber) })}
      name="release-car"
      onClose={onClose}
      onDone={onDone}
      send={async (values) => {
        await releaseCars({ ids: [Number(row.id)], reason: values.reason, charge: values.charge === true });
        return tw('released');
      }}
    >
      <ReasonItem label={tw('reason')} message={tw('reasonRequired')} />
      <Form.Item name="charge" valuePropName="checked">
        <Checkbox>{tw('charge')}</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
