import { Form, Input } from 'antd';
import { FormDialog } from '../../crud/FormDialog';
import type { Row } from '../../crud/resource-api';
import { correctPlate } from './traffic-api';
import { tw } from './traffic-text';

type Props = { row: Row; onClose: () => void; onDone: () => void };

/** Corrects a plate the camera misread; the server keeps the old and new plates in the stay's remark. */
export default function CorrectPlateDialog({ row, onClose, onDone }: Props) {
  return (
    <FormDialog<{ plateNumber: string }>
      title={tw('correctTitle', { plate: String(row.plateNumber) })}
      name="correct-plate"
      initialValues={{ plateNumber: String(row.plateNumber ?? '') }}
      onClose={onClose}
      onDone={onDone}
      send={async ({ plateNumber }) => {
        await correctPlate(Number(row.id), plateNumber.trim());
        return tw('corrected');
      }}
    >
      <Form.Item
        name="plateNumber"
        label={tw('newPlate')}
        rules={[{ required: true, whitespace: true, message: tw('plateRequired') }]}
      >
        <Input maxLength={16} />
      </Form.Item>
    </FormDialog>
  );
}
