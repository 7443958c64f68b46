import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { dateFormat } from '../../crud/display';
import { moneyText } from '../../crud/money';
import { fetchStatement, type StatementLine } from './merchant-api';
import { mw } from './merchant-text';

/** A day's statement: the coupons used, the order each discounted, and the totals over those orders. */
export function StatementCard({ sellerId }: { sellerId: number }) {
  const [day, setDay] = useState(() => dayjs().format(dateFormat));
  const statement = useQuery({
    queryKey: ['merchant', 'statement', sellerId, day],
    queryFn: () => fetchStatement(sellerId, day),
  });
  const totals = statement.data?.totals;
  return (
    <Card
      title={mw('statement')}
      className="page-card"
      id="merchant-statement"
      extra={
        <DatePicker
          id="merchant-statement-day"
          allowClear={false}
          value={dayjs(day)}
          onChange={(d) => d && setDay(d.format(dateFormat))}
          aria-label={mw('day')}
        />
      }
    >
      <Table<StatementLine>
        rowKey="couponId"
        size="small"
        loading={statement.isPending}
        dataSource={statement.data?.lines ?? []}
        locale={{ emptyText: mw('none') }}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: mw('usedAt'), dataIndex: 'usedAt' },
          { title: mw('plate'), dataIndex: 'plateNumber' },
          { title: mw('rule'), dataIndex: 'ruleName' },
          { title: mw('order'), dataIndex: 'onlineOrderId' },
          {
            title: mw('orderAmount'),
            dataIndex: 'orderAmount',
            align: 'right',
            render: (v: number | null) => (v == null ? '' : moneyText(v)),
          },
          { title: mw('discount'), dataIndex: 'discount', align: 'right', render: (v: number) => moneyText(v) },
          { title: mw('charge'), dataIndex: 'charge', align: 'right', render: (v: number) => moneyText(v) },
        ]}
      />
      {totals ? (
        <Typography.Paragraph id="merchant-statement-totals" strong style={{ marginTop: 12, marginBottom: 0 }}>
          {mw('totals')}:{' '}
          {mw('totalsText', {
            coupons: totals.coupons,
            orders: totals.orders,
            discount: moneyText(totals.discount),
            charge: moneyText(totals.charge),
            orderAmount: moneyText(totals.orderAmount),
          })}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
