import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Progress, Row, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { loadChunk } from '../../app/chunk-load';
import { fetchParks } from '../reports/roadside/roadside-report-api';
import { seriesOption } from '../reports/summaries/ReportChart';
import { type DeviceKindFigures, fetchOperationsOverview, type OperationsOverview } from './centre-api';
import { centreText as t } from './centre-text';

const ReportChart = lazy(() => loadChunk(() => import('../reports/summaries/ReportChart')));
const refreshSeconds = 60;

const countOrUnknown = (v: number | null) =>
  v == null ? <Typography.Text type="secondary">{t('notKept')}</Typography.Text> : v;

/** Minutes as the desk reads them: 95 → 1 h 35 min. */
function span(minutes: number | null): string {
  if (minutes == null) return '-';
  const h = Math.floor(minutes / 60);
  const d = Math.floor(h / 24);
  if (d > 0) return `${d}d ${h % 24}h`;
  return h > 0 ? `${h}h ${minutes % 60}m` : `${minutes}m`;
}

/**
 * /rdoperationscenter/index: the roadside devices of every register by kind (online, offline, low battery
 * where the register keeps them), the ones silent for over an hour, and the warnings of the last seven days.
 */
export function OperationsOverviewPage() {
  const [parkId, setParkId] = useState<number>();
  const parks = useQuery({ queryKey: ['centreParks'], queryFn: () => fetchParks(true), staleTime: 60_000 });
  const overview = useQuery({
    queryKey: ['rdoperations', 'overview', parkId],
    queryFn: () => fetchOperationsOverview({ parkId }),
    refetchInterval: refreshSeconds * 1000,
  });
  const o: OperationsOverview | undefined = overview.data;
  const chart = useMemo(
    () =>
      seriesOption(
        (o?.warnings ?? []).map((w) => w.day.slice(5)),
        [
          { name: t('warnTotal'), type: 'bar', data: (o?.warnings ?? []).map((w) => w.total) },
          { name: t('warnDevice'), type: 'bar', data: (o?.warnings ?? []).map((w) => w.deviceOffline) },
          { name: t('warnOpen'), type: 'line', data: (o?.warnings ?? []).map((w) => w.open) },
        ],
      ),
    [o?.warnings],
  );
  const s = o?.totals;
  const kept = (s?.online ?? 0) + (s?.offline ?? 0);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} className="rd-operations-overview">
      <Card size="small">
        <Space wrap>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('allParks')}
            style={{ width: 240 }}
            options={parks.data ?? []}
            value={parkId}
            onChange={setParkId}
            aria-label={t('park')}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void overview.refetch()} loading={overview.isFetching}>
            {t('refresh')}
          </Button>
          {o && (
            <Typography.Text type="secondary">
              {t('refreshed', { time: dayjs(o.at).format('HH:mm:ss'), seconds: refreshSeconds })}
            </Typography.Text>
          )}
        </Space>
      </Card>
      <Card size="small" loading={overview.isPending}>
        <Space size={40} wrap>
          <Statistic title={t('devices')} value={s?.devices ?? 0} />
          <Statistic title={t('online')} value={s?.online ?? 0} valueStyle={{ color: '#3f8600' }} />
          <Statistic title={t('offline')} value={s?.offline ?? 0} valueStyle={{ color: '#cf1322' }} />
          <Statistic
            title={t('onlineRate')}
            value={kept > 0 ? ((s?.online ?? 0) * 100) / kept : 0}
            precision={2}
            suffix="%"
          />
          <Statistic title={t('lowBattery')} value={s?.lowBattery ?? 0} valueStyle={{ color: '#d48806' }} />
          <Statistic title={t('disabled')} value={s?.disabled ?? 0} />
        </Space>
      </Card>
      <Row gutter={12}>
        <Col xs={24} xl={14}>
          <Card size="small" title={t('deviceKind')}>
            <Table<DeviceKindFigures>
              size="small"
              rowKey="key"
              pagination={false}
              loading={overview.isPending}
              dataSource={o?.kinds ?? []}
              columns={[
                { title: t('deviceKind'), dataIndex: 'label' },
                { title: t('total'), dataIndex: 'total', align: 'right' },
                { title: t('online'), dataIndex: 'online', align: 'right', render: countOrUnknown },
                {
                  title: t('offline'),
                  dataIndex: 'offline',
                  align: 'right',
                  render: (v: number | null) =>
                    v ? <Typography.Text type="danger">{v}</Typography.Text> : countOrUnknown(v),
                },
                {
                  title: t('onlineRate'),
                  width: 160,
                  render: (_, r) => {
                    if (r.online == null || r.offline == null) return countOrUnknown(null);
                    const all = r.online + r.offline;
                    const rate = all > 0 ? Math.round((r.online * 1000) / all) / 10 : 0;
                    return <Progress percent={rate} size="small" status={rate < 90 ? 'exception' : 'normal'} />;
                  },
                },
                {
                  title: t('lowBattery'),
                  dataIndex: 'lowBattery',
                  align: 'right',
                  render: (v: number | null) => (v ? <Tag color="warning">{v}</Tag> : countOrUnknown(v)),
                },
                { title: t('disabled'), dataIndex: 'disabled', align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={t('warnings7')}>
            <Suspense fallback={<div style={{ height: 260 }} />}>
              <ReportChart option={chart} height={260} testId="rd-warnings-chart" />
            </Suspense>
          </Card>
        </Col>
      </Row>
      <Card
        size="small"
        title={t('silentTitle')}
        extra={
          o && o.silentTotal > o.silent.length ? (
            <Typography.Text type="secondary">
              {t('silentMore', { n: o.silentTotal, shown: o.silent.length })}
            </Typography.Text>
          ) : null
        }
      >
        <Table
          size="small"
          rowKey={(r) => `${r.source}-${r.id}`}
          loading={overview.isPending}
          dataSource={o?.silent ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            { title: t('deviceKind'), dataIndex: 'kindLabel' },
            { title: t('code'), dataIndex: 'code' },
            { title: t('name'), dataIndex: 'name' },
            { title: t('park'), dataIndex: 'parkName' },
            {
              title: t('lastSeen'),
              dataIndex: 'lastSeenAt',
              render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : t('never')),
            },
            { title: t('silentFor'), dataIndex: 'silentMinutes', render: (v: number | null) => span(v) },
            {
              title: t('battery'),
              dataIndex: 'battery',
              align: 'right',
              render: (v: number | null) => (v == null ? '-' : `${v}%`),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
