import { inOutRecordResource, type Lang, onlineOrderResource } from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayValue } from '../../crud/display';
import { moneyText } from '../../crud/money';
import { fetchDetail, type Row } from '../../crud/resource-api';
import { RecordFields } from './RecordFields';
import { RecordLinkButton } from './record-drawers';
import { ordersOfStay } from './traffic-api';
import { tw } from './traffic-text';

const money = (v: unknown) => (v == null ? '-' : moneyText(Number(v)));

/** One in/out record with the orders raised for it, each opening its own drawer. */
export default function StayDetail({ recordId }: { recordId: number | string }) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  // fetched afresh each time: a refund or a resolution may have just changed them
  const stay = useQuery({
    queryKey: ['stay-detail', recordId],
    queryFn: () => fetchDetail(inOutRecordResource, recordId),
    gcTime: 0,
  });
  const orders = useQuery({ queryKey: ['stay-orders', recordId], queryFn: () => ordersOfStay(recordId), gcTime: 0 });
  const f = onlineOrderResource.fields;
  if (!stay.data) return <Skeleton active />;
  return (
    <div id="stay-detail">
      <RecordFields def={inOutRecordResource} row={stay.data} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {tw('orders')}
      </Typography.Title>
      {orders.data && orders.data.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tw('none')} />
      ) : (
        <Table<Row>
          id="stay-orders"
          size="small"
          rowKey="id"
          loading={orders.isLoading}
          pagination={false}
          dataSource={orders.data?.data}
          columns={[
            {
              title: f.onlineOrderId.label[lang],
              dataIndex: 'onlineOrderId',
              render: (no: string) => <RecordLinkButton link={{ kind: 'order', orderNo: no }}>{no}</RecordLinkButton>,
            },
            { title: f.amount.label[lang], dataIndex: 'amount', render: money, align: 'right' },
            { title: f.paidAmount.label[lang], dataIndex: 'paidAmount', render: money, align: 'right' },
            { title: f.refundedAmount.label[lang], dataIndex: 'refundedAmount', render: money, align: 'right' },
            {
              title: f.state.label[lang],
              dataIndex: 'state',
              render: (v: unknown) => displayValue(f.state, v, lang, ['', '']),
            },
            { title: f.paidAt.label[lang], dataIndex: 'paidAt', render: (v: unknown) => String(v ?? '-') },
          ]}
        />
      )}
    </div>
  );
}
