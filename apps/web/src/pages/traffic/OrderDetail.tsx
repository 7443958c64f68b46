import {
  couponResource,
  inOutRecordResource,
  type Lang,
  onlineOrderResource,
  oweAllocationResource,
  payRecordResource,
  refundOrderResource,
} from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Empty, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayValue } from '../../crud/display';
import { moneyText } from '../../crud/money';
import type { Row } from '../../crud/resource-api';
import { RecordFields } from './RecordFields';
import { RecordLinkButton } from './record-drawers';
import { orderDetail } from './traffic-api';
import { tw } from './traffic-text';

const money = (v: unknown) => (v == null ? '-' : moneyText(Number(v)));

/** One order with the stay it charges, the payments that paid it and the refunds given back, each a link. */
export default function OrderDetail({ orderNo }: { orderNo: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  // fetched afresh each time it opens: a refund may have just changed it
  const detail = useQuery({ queryKey: ['order-detail', orderNo], queryFn: () => orderDetail(orderNo), gcTime: 0 });
  const d = detail.data;
  if (!d) return <Skeleton active />;
  const stayLink = d.stay && (
    <RecordLinkButton id="order-stay-link" link={{ kind: 'stay', id: d.stay.id, plate: d.stay.plateNumber }}>
      {tw('openStay')}
    </RecordLinkButton>
  );
  const pay = payRecordResource.fields;
  const refund = refundOrderResource.fields;
  const coupon = couponResource.fields;
  const owe = oweAllocationResource.fields;
  const stayFields = inOutRecordResource.fields;
  return (
    <div id="order-detail">
      <RecordFields
        def={onlineOrderResource}
        row={d}
        links={{
          recordId: stayLink ?? '-',
          paidAmount: <span id="order-paid">{money(d.paidAmount)}</span>,
          refundedAmount: <span id="order-refunded">{money(d.refundedAmount)}</span>,
        }}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {tw('stay')}
      </Typography.Title>
      {d.stay ? (
        <Descriptions column={2} bordered size="small" id="order-stay">
          <Descriptions.Item label={stayFields.inTime.label[lang]}>{String(d.stay.inTime ?? '-')}</Descriptions.Item>
          <Descriptions.Item label={stayFields.outTime.label[lang]}>{String(d.stay.outTime ?? '-')}</Descriptions.Item>
          <Descriptions.Item label={stayFields.state.label[lang]}>
            {displayValue(stayFields.state, d.stay.state, lang, ['', '']) || '-'}
          </Descriptions.Item>
          <Descriptions.Item label={stayFields.fee.label[lang]}>{money(d.stay.fee)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tw('none')} />
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {tw('payments')}
      </Typography.Title>
      <Table<Row>
        id="order-payments"
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={d.payments}
        columns={[
          {
            title: pay.payNo.label[lang],
            dataIndex: 'payNo',
            render: (no: string, row) => (
              <RecordLinkButton link={{ kind: 'payment', row, orderNo }}>{no}</RecordLinkButton>
            ),
          },
          { title: pay.amount.label[lang], dataIndex: 'amount', render: money, align: 'right' },
          {
            title: pay.payWay.label[lang],
            dataIndex: 'payWay',
            render: (v: unknown) => displayValue(pay.payWay, v, lang, ['', '']) || '-',
          },
          { title: pay.paidAt.label[lang], dataIndex: 'paidAt' },
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
          {
            title: refund.refundNo.label[lang],
            dataIndex: 'refundNo',
            render: (no: string, row) => <RecordLinkButton link={{ kind: 'refund', row }}>{no}</RecordLinkButton>,
          },
          { title: refund.amount.label[lang], dataIndex: 'amount', render: money, align: 'right' },
          { title: refund.remark.label[lang], dataIndex: 'remark' },
          { title: refund.operatorName.label[lang], dataIndex: 'operatorName' },
          { title: refund.refundedAt.label[lang], dataIndex: 'refundedAt' },
        ]}
      />
      {d.coupons.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {tw('couponsUsed')}
          </Typography.Title>
          <Table<Row>
            id="order-coupons"
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={d.coupons}
            columns={[
              { title: coupon.code.label[lang], dataIndex: 'code' },
              { title: tw('merchant'), dataIndex: 'sellerName' },
              {
                title: coupon.couponKind.label[lang],
                dataIndex: 'couponKind',
                render: (v: unknown) => displayValue(coupon.couponKind, v, lang, ['', '']) || '-',
              },
              { title: coupon.discount.label[lang], dataIndex: 'discount', render: money, align: 'right' },
              { title: coupon.price.label[lang], dataIndex: 'price', render: money, align: 'right' },
              {
                title: coupon.state.label[lang],
                dataIndex: 'state',
                render: (v: unknown) => displayValue(coupon.state, v, lang, ['', '']) || '-',
              },
            ]}
          />
        </>
      )}
      {d.owes.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {tw('owesPaid')}
          </Typography.Title>
          <Table<Row>
            id="order-owes"
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={d.owes}
            columns={[
              { title: owe.oweId.label[lang], dataIndex: 'oweId' },
              { title: owe.amount.label[lang], dataIndex: 'amount', render: money, align: 'right' },
              { title: owe.paidTime.label[lang], dataIndex: 'paidTime' },
            ]}
          />
        </>
      )}
    </div>
  );
}
