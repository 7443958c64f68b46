import { type Field, inOutRecordResource, onlineOrderResource, type ResourceDef } from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Empty, Modal, Skeleton, Table, Typography } from 'antd';
import { displayValue } from '../../crud/display';
import { yuanText } from '../../crud/money';
import type { Row } from '../../crud/resource-api';
import { currentLang } from '../../i18n';
import { orderDetail } from './traffic-api';
import { tw } from './traffic-text';

type Props = { row: Row; onClose: () => void };

const money = (v: unknown) => (v == null ? '-' : yuanText(Number(v)));

/** One order with the stay it charges, the payments that paid it and the refunds given back. */
export default function OrderDetailDialog({ row, onClose }: Props) {
  const lang = currentLang();
  const orderNo = String(row.onlineOrderId);
  // fetched afresh each time it opens: a refund may have just changed it
  const detail = useQuery({ queryKey: ['order-detail', orderNo], queryFn: () => orderDetail(orderNo), gcTime: 0 });
  const d = detail.data;
  const show = (def: ResourceDef, data: Row, key: string) => {
    const field: Field | undefined = def.fields[key];
    return field ? displayValue(field, data[key], lang, ['', '']) || '-' : String(data[key] ?? '-');
  };

  return (
    <Modal
      open
      width={760}
      title={tw('detailTitle', { order: orderNo })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {!d ? (
        <Skeleton active />
      ) : (
        <div id="order-detail">
          <Descriptions column={2} bordered size="small">
            <Descriptions.Item label={tw('plate')}>{String(d.plateNumber)}</Descriptions.Item>
            <Descriptions.Item label={onlineOrderResource.fields.state.label[lang]}>
              {show(onlineOrderResource, d, 'state')}
            </Descriptions.Item>
            <Descriptions.Item label={tw('amount')}>{money(d.amount)}</Descriptions.Item>
            <Descriptions.Item label={onlineOrderResource.fields.payWay.label[lang]}>
              {show(onlineOrderResource, d, 'payWay')}
            </Descriptions.Item>
            <Descriptions.Item label={onlineOrderResource.fields.paidAmount.label[lang].replace(/\(.*\)/, '')}>
              <span id="order-paid">{money(d.paidAmount)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={onlineOrderResource.fields.refundedAmount.label[lang].replace(/\(.*\)/, '')}>
              <span id="order-refunded">{money(d.refundedAmount)}</span>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {tw('stay')}
          </Typography.Title>
          {d.stay ? (
            <Descriptions column={2} bordered size="small">
              <Descriptions.Item label={tw('inAt')}>{String(d.stay.inTime ?? '-')}</Descriptions.Item>
              <Descriptions.Item label={tw('outAt')}>{String(d.stay.outTime ?? '-')}</Descriptions.Item>
              <Descriptions.Item label={inOutRecordResource.fields.state.label[lang]}>
                {show(inOutRecordResource, d.stay, 'state')}
              </Descriptions.Item>
              <Descriptions.Item label={tw('fee')}>{money(d.stay.fee)}</Descriptions.Item>
            </Descriptions>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tw('none')} />
          )}
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {tw('payments')}
          </Typography.Title>
          <Table<Row>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={d.payments}
            columns={[
              { title: tw('payNo'), dataIndex: 'payNo' },
              { title: tw('amount'), dataIndex: 'amount', render: money, align: 'right' },
              { title: tw('paidAt'), dataIndex: 'paidAt' },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {tw('refunds')}
          </Typography.Title>
          <Table<Row>
            id="order-refunds"
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={d.refunds}
            columns={[
              { title: tw('refundNo'), dataIndex: 'refundNo' },
              { title: tw('amount'), dataIndex: 'amount', render: money, align: 'right' },
              { title: tw('refundRemark'), dataIndex: 'remark' },
              { title: tw('operator'), dataIndex: 'operatorName' },
              { title: tw('refundedAt'), dataIndex: 'refundedAt' },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
