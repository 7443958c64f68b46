import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Space, Table } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { loadChunk } from '../../../app/chunk-load';
import { yuanText } from '../../../crud/money';
import { lastMonths, type MonthPeriod, MonthPeriodFilter } from './PeriodFilter';
import { seriesOption } from './ReportChart';
import { monthMoney, monthTraffic } from './summary-api';
import { sw } from './summary-text';

const ReportChart = lazy(() => loadChunk(() => import('./ReportChart')));

type MonthRow = {
  month: string;
  entries: number;
  exits: number;
  fee: number;
  couponDiscount: number;
  orderPaid: number;
  passPaid: number;
  onlinePaid: number;
  refunded: number;
  takings: number;
  net: number;
};

/** /static/monthlyReport: each month's cars and money, rolled up from the day summaries; money in yuan. */
export default function MonthlyReportPage() {
  const [period, setPeriod] = useState<MonthPeriod>(lastMonths(12));
  const money = useQuery({ queryKey: ['summary', 'month-money', period], queryFn: () => monthMoney({ ...period }) });
  const traffic = useQuery({
    queryKey: ['summary', 'month-traffic', period],
    queryFn: () => monthTraffic({ ...period }),
  });
  const rows: MonthRow[] = useMemo(() => {
    const cars = new Map((traffic.data ?? []).map((t) => [t.month, t]));
    return (money.data ?? []).map((m) => ({
      ...m,
      entries: cars.get(m.month)?.entries ?? 0,
      exits: cars.get(m.month)?.exits ?? 0,
    }));
  }, [money.data, traffic.data]);
  const chart = useMemo(
    () =>
      seriesOption(
        rows.map((r) => r.month),
        [
          { name: sw('orderPaid'), type: 'bar', stack: 'takings', data: rows.map((r) => r.orderPaid / 100) },
          { name: sw('passPaid'), type: 'bar', stack: 'takings', data: rows.map((r) => r.passPaid / 100) },
          { name: sw('refunded'), type: 'line', data: rows.map((r) => r.refunded / 100) },
        ],
      ),
    [rows],
  );
  const money$ = (v: number) => yuanText(v);
  const sum = (k: keyof Omit<MonthRow, 'month'>) => rows.reduce((n, r) => n + r[k], 0);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Card size="small">
        <MonthPeriodFilter value={period} onChange={setPeriod} />
      </Card>
      <Card size="small" title={sw('moneyByMonth')} loading={money.isPending}>
        <Suspense fallback={null}>
          {sum('takings') > 0 ? (
            <ReportChart option={chart} testId="chart-months" />
          ) : (
            <Empty description={sw('noData')} />
          )}
        </Suspense>
      </Card>
      <Card size="small">
        <Table<MonthRow>
          size="small"
          rowKey="month"
          loading={money.isPending || traffic.isPending}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 900 }}
          columns={[
            { title: sw('month'), dataIndex: 'month' },
            { title: sw('entries'), dataIndex: 'entries', align: 'right' },
            { title: sw('exits'), dataIndex: 'exits', align: 'right' },
            { title: `${sw('fee')}（元）`, dataIndex: 'fee', align: 'right', render: money$ },
            { title: `${sw('couponDiscount')}（元）`, dataIndex: 'couponDiscount', align: 'right', render: money$ },
            { title: `${sw('orderPaid')}（元）`, dataIndex: 'orderPaid', align: 'right', render: money$ },
            { title: `${sw('passPaid')}（元）`, dataIndex: 'passPaid', align: 'right', render: money$ },
            { title: `${sw('onlinePaid')}（元）`, dataIndex: 'onlinePaid', align: 'right', render: money$ },
            { title: `${sw('refunded')}（元）`, dataIndex: 'refunded', align: 'right', render: money$ },
            { title: `${sw('net')}（元）`, dataIndex: 'net', align: 'right', render: money$ },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{sw('total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {sum('entries')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {sum('exits')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {money$(sum('fee'))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {money$(sum('couponDiscount'))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                {money$(sum('orderPaid'))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">
                {money$(sum('passPaid'))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} align="right">
                {money$(sum('onlinePaid'))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={8} align="right">
                {money$(sum('refunded'))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={9} align="right">
                {money$(sum('net'))}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </Card>
    </Space>
  );
}
