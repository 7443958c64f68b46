import { useQuery } from '@tanstack/react-query';
import { Card, Progress, Space, Statistic, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useMemo } from 'react';
import { loadChunk } from '../../../app/chunk-load';
import { yuanText } from '../../../crud/money';
import { seriesOption } from './ReportChart';
import { type LivePark, parkLive } from './summary-api';
import { sw } from './summary-text';

const ReportChart = lazy(() => loadChunk(() => import('./ReportChart')));
const refreshSeconds = 30;

/** /wel/dashboard: the operator's parks now, refreshing itself; stalls from the gates, money from today's summary. */
export default function LiveParksPage() {
  const live = useQuery({ queryKey: ['summary', 'live'], queryFn: parkLive, refetchInterval: refreshSeconds * 1000 });
  const t = live.data?.totals;
  const parks = live.data?.parks ?? [];
  const occupancy = t && t.totalStalls > 0 ? Math.round((t.occupied / t.totalStalls) * 1000) / 10 : 0;
  const chart = useMemo(
    () =>
      seriesOption(
        parks.slice(0, 15).map((p) => p.parkName),
        [
          { name: sw('liveOccupied'), type: 'bar', data: parks.slice(0, 15).map((p) => p.occupied) },
          { name: sw('liveThisHour'), type: 'bar', data: parks.slice(0, 15).map((p) => p.inThisHour) },
        ],
      ),
    [parks],
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12} className="live-parks">
      <Card size="small" title={sw('liveTitle')} loading={live.isPending}>
        <Space size={40} wrap>
          <Statistic title={sw('liveParks')} value={t?.parks ?? 0} />
          <Statistic title={sw('liveOccupied')} value={t?.occupied ?? 0} suffix={`/ ${t?.totalStalls ?? 0}`} />
          <Statistic title={sw('liveOccupancy')} value={occupancy} suffix="%" />
          <Statistic title={sw('liveThisHour')} value={t?.inThisHour ?? 0} />
          <Statistic title={sw('liveLastHour')} value={t?.inLastHour ?? 0} />
          <Statistic
            title={sw('liveTakings')}
            value={yuanText(t?.takings ?? 0)}
            prefix="¥"
            data-testid="live-takings"
          />
        </Space>
        {live.data && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {sw('liveRefreshed', { time: dayjs(live.data.at).format('HH:mm:ss'), seconds: refreshSeconds })}
          </Typography.Paragraph>
        )}
      </Card>
      {parks.length > 0 && (
        <Card size="small">
          <Suspense fallback={null}>
            <ReportChart option={chart} testId="chart-live" height={260} />
          </Suspense>
        </Card>
      )}
      <Card size="small" extra={<Typography.Text type="secondary">{sw('liveTop')}</Typography.Text>}>
        <Table<LivePark>
          size="small"
          rowKey="parkId"
          dataSource={parks}
          loading={live.isPending}
          pagination={false}
          columns={[
            { title: sw('park'), dataIndex: 'parkName' },
            { title: sw('liveStalls'), dataIndex: 'totalStalls', align: 'right' },
            { title: sw('liveOccupied'), dataIndex: 'occupied', align: 'right' },
            {
              title: sw('liveOccupancy'),
              dataIndex: 'occupancy',
              width: 180,
              render: (v: number) => <Progress percent={v} size="small" status={v >= 90 ? 'exception' : 'normal'} />,
            },
            { title: sw('liveThisHour'), dataIndex: 'inThisHour', align: 'right' },
            { title: sw('liveLastHour'), dataIndex: 'inLastHour', align: 'right' },
            {
              title: `${sw('liveTakings')}（元）`,
              dataIndex: 'takings',
              align: 'right',
              render: (v: number) => yuanText(v),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
