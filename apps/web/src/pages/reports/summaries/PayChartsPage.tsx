import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Space, Table } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../../app/chunk-load';
import { yuanText } from '../../../crud/money';
import { DayPeriodFilter, lastDays, type Period } from './PeriodFilter';
import { seriesOption, shareOption } from './ReportChart';
import { chargeByDay, type PayDay, payDaily } from './summary-api';
import { sw } from './summary-text';

const ReportChart = lazy(() => loadChunk(() => import('./ReportChart')));
const yuan = (fen: number) => fen / 100;

/** /static/chartPay: takings by day and source, shares by pay way, and the day-by-pay-way table; money in yuan. */
export default function PayChartsPage() {
  const { i18n } = useTranslation();
  const [period, setPeriod] = useState<Period>(lastDays(15));
  const days = useQuery({ queryKey: ['summary', 'days', period], queryFn: () => chargeByDay({ ...period }) });
  const pays = useQuery({
    queryKey: ['summary', 'pays', period, i18n.language],
    queryFn: () => payDaily({ ...period }),
  });
  const rows = days.data ?? [];
  const money = useMemo(
    () =>
      seriesOption(
        rows.map((r) => r.day.slice(5)),
        [
          { name: sw('orderPaid'), type: 'bar', stack: 'takings', data: rows.map((r) => yuan(r.orderPaid)) },
          { name: sw('passPaid'), type: 'bar', stack: 'takings', data: rows.map((r) => yuan(r.passPaid)) },
          { name: sw('onlinePaid'), type: 'line', data: rows.map((r) => yuan(r.onlinePaid)) },
          { name: sw('refunded'), type: 'line', data: rows.map((r) => yuan(r.refunded)) },
        ],
      ),
    [rows],
  );
  const byWay = useMemo(() => {
    const totals = new Map<string, number>();
    for (const p of pays.data ?? []) totals.set(p.payWayName, (totals.get(p.payWayName) ?? 0) + p.payCount);
    return shareOption(
      sw('byPayWay'),
      [...totals].filter(([, v]) => v > 0).map(([name, value]) => ({ name, value })),
    );
  }, [pays.data]);
  const takings = rows.reduce((n, r) => n + r.takings, 0);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Card size="small">
        <DayPeriodFilter value={period} onChange={setPeriod} />
      </Card>
      <Row gutter={12}>
        <Col xs={24} lg={16}>
          <Card size="small" title={sw('moneyByDay')} loading={days.isPending}>
            <Suspense fallback={null}>
              {takings > 0 ? <ReportChart option={money} testId="chart-money" /> : <Empty description={sw('noData')} />}
            </Suspense>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={sw('byPayWay')} loading={pays.isPending}>
            <Suspense fallback={null}>
              {(pays.data ?? []).length ? (
                <ReportChart option={byWay} testId="chart-payway" />
              ) : (
                <Empty description={sw('noData')} />
              )}
            </Suspense>
          </Card>
        </Col>
      </Row>
      <Card size="small">
        <Table<PayDay>
          size="small"
          rowKey={(r) => `${r.day}/${r.payWay}`}
          loading={pays.isPending}
          dataSource={pays.data ?? []}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          columns={[
            { title: sw('day'), dataIndex: 'day' },
            { title: sw('payWay'), dataIndex: 'payWayName' },
            { title: sw('payCount'), dataIndex: 'payCount', align: 'right' },
            { title: `${sw('takings')}（元）`, dataIndex: 'paid', align: 'right', render: (v: number) => yuanText(v) },
            {
              title: `${sw('refunded')}（元）`,
              dataIndex: 'refunded',
              align: 'right',
              render: (v: number) => yuanText(v),
            },
            { title: `${sw('net')}（元）`, dataIndex: 'net', align: 'right', render: (v: number) => yuanText(v) },
          ]}
        />
      </Card>
    </Space>
  );
}
