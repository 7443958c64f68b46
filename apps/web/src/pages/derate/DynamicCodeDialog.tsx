import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Spin } from 'antd';
import type { RowDialogProps } from '../../crud/row-actions';
import { showDynamicCode } from './derate-api';
import { useTexts } from './derate-text';

// a showing holds 5 minutes: a new one well before that keeps the screen claimable
const refreshMs = 60_000;

/** The merchant's counter screen: the derate's next dynamic code as a QR, renewed every minute and on "Next". */
export default function DynamicCodeDialog({ row, onClose }: RowDialogProps) {
  const tx = useTexts();
  const derateId = Number(row.id);
  const shown = useQuery({
    queryKey: ['derate-dynamic-code', derateId],
    queryFn: () => showDynamicCode(derateId),
    refetchInterval: refreshMs,
    retry: false,
  });
  const code = shown.data;
  return (
    <Modal
      open
      title={tx('dynamicTitle', { name: String(row.derateName) })}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="next" id="derate-dynamic-next" onClick={() => shown.refetch()} loading={shown.isFetching}>
          {tx('next')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {tx('close')}
        </Button>,
      ]}
    >
      {shown.isPending ? (
        <Spin />
      ) : !code ? (
        <Alert type="warning" showIcon message={shown.error?.message} />
      ) : (
        <>
          <div style={{ textAlign: 'center' }}>
            <img id="derate-dynamic-image" src={code.image} alt={code.url} width={280} height={280} />
          </div>
          <Alert type="info" showIcon message={tx('dynamicHint', { minutes: code.minutes })} />
          <Descriptions column={1} size="small" style={{ marginTop: 12 }}>
            <Descriptions.Item label={tx('validUntil')}>{code.expiresAt}</Descriptions.Item>
            <Descriptions.Item label={tx('left')}>{code.left}</Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Modal>
  );
}
