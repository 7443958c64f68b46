import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Space, Statistic, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../../app/chunk-load';
import { DayPeriodFilter, lastDays, type Period } from './PeriodFilter';
import { RebuildButton } from './RebuildButton';
import { seriesOption, shareOption } from './ReportChart';
import { carSum, chargeByDay } from './summary-api';
import { sw } from './summary-text';

const ReportChart = lazy(() => loadChunk(() => import('./ReportChart')));

/** /static/chartPark: a park's (or all parks') cars by day, by kind and by how they left, from the day summaries. */
export default function ParkChartsPage() {
  const { i18n } = useTranslation();
  const [period, setPeriod] = useState<Period>(lastDays(15));
  const days = useQuery({ queryKey: ['summary', 'days', period], queryFn: () => chargeByDay({ ...period }) });
  const cars = useQuery({ queryKey: ['summary', 'cars', period, i18n.language], queryFn: () => carSum({ ...period }) });
  const rows = days.data ?? [];
  const traffic = useMemo(
    () =>
      seriesOption(
        rows.map((r) => r.day.slice(5)),
        [
          { name: sw('entries'), type: 'bar', data: rows.map((r) => r.entries) },
          { name: sw('exits'), type: 'bar', data: rows.map((r) => r.exits) },
          { name: sw('peakInside'), type: 'line', data: rows.map((r) => r.peakInside) },
        ],
      ),
    [rows],
  );
  const kinds = useMemo(
    () =>
      shareOption(
        sw('byKind'),
        (cars.data?.entriesByKind ?? []).filter((k) => k.value > 0),
      ),
    [cars.data],
  );
  const release = useMemo(
    () =>
      shareOption(
        sw('byRelease'),
        (cars.data?.exitsByRelease ?? []).filter((k) => k.value > 0),
      ),
    [cars.data],
  );
  const entries = rows.reduce((n, r) => n + r.entries, 0);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Card size="small">
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <DayPeriodFilter value={period} onChange={setPeriod} />
          <RebuildButton period={period} />
        </Space>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {sw('counted')}
        </Typography.Paragraph>
      </Card>
      <Card size="small">
        <Space size={48} wrap>
          <Statistic title={sw('entries')} value={entries} data-testid="total-entries" />
          <Statistic title={sw('exits')} value={rows.reduce((n, r) => n + r.exits, 0)} />
          <Statistic title={sw('peakInside')} value={Math.max(0, ...rows.map((r) => r.peakInside))} />
        </Space>
      </Card>
      <Card size="small" title={sw('trafficByDay')} loading={days.isPending}>
        <Suspense fallback={null}>
          {entries > 0 ? <ReportChart option={traffic} testId="chart-traffic" /> : <Empty description={sw('noData')} />}
        </Suspense>
      </Card>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Card size="small" title={sw('byKind')} loading={cars.isPending}>
            <Suspense fallback={null}>
              {cars.data?.entries ? (
                <ReportChart option={kinds} testId="chart-kinds" />
              ) : (
                <Empty description={sw('noData')} />
              )}
            </Suspense>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title={sw('byRelease')} loading={cars.isPending}>
            <Suspense fallback={null}>
              {cars.data?.exits ? (
                <ReportChart option={release} testId="chart-release" />
              ) : (
                <Empty description={sw('noData')} />
              )}
            </Suspense>
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
