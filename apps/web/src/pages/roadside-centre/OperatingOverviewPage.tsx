import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Progress,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { loadChunk } from '../../app/chunk-load';
import { moneyText, yuanText } from '../../crud/money';
import { fetchParks } from '../reports/roadside/roadside-report-api';
import type { ChartOption } from '../reports/summaries/ReportChart';
import { fetchOperatingOverview, type SectionFigures } from './centre-api';
import { centreText as t } from './centre-text';

const ReportChart = lazy(() => loadChunk(() => import('../reports/summaries/ReportChart')));
const refreshSeconds = 30;

/** Occupancy (line, right axis) and cars coming in (bars) for each hour of the day. */
function hoursOption(hours: { hour: number; rate: number | null; carsIn: number }[]): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [t('hourRate'), t('hourCars')] },
    grid: { left: 48, right: 48, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: hours.map((h) => `${String(h.hour).padStart(2, '0')}:00`) },
    yAxis: [
      { type: 'value', name: t('hourCars'), minInterval: 1 },
      { type: 'value', name: '%', max: 100 },
    ],
    series: [
      { name: t('hourCars'), type: 'bar', data: hours.map((h) => h.carsIn), barMaxWidth: 24 },
      { name: t('hourRate'), type: 'line', yAxisIndex: 1, smooth: true, data: hours.map((h) => h.rate) },
    ],
  };
}

const rankColumns = (figure: 'occupancy' | 'money') => [
  { title: t('rank'), width: 56, render: (_: unknown, __: SectionFigures, i: number) => i + 1 },
  { title: t('section'), dataIndex: 'sectionName' },
  { title: t('park'), dataIndex: 'parkName', responsive: ['lg' as const] },
  ...(figure === 'occupancy'
    ? [
        {
          title: t('occupied'),
          align: 'right' as const,
          render: (_: unknown, r: SectionFigures) => `${r.occupied} / ${r.berths}`,
        },
        {
          title: t('occupancyNow'),
          dataIndex: 'occupancy',
          width: 180,
          render: (v: number) => <Progress percent={v} size="small" status={v >= 90 ? 'exception' : 'normal'} />,
        },
      ]
    : [
        { title: t('taken'), dataIndex: 'taken', align: 'right' as const, render: (v: number) => moneyText(v) },
        { title: t('feeDue'), dataIndex: 'feeDue', align: 'right' as const, render: (v: number) => moneyText(v) },
        { title: t('carsIn'), dataIndex: 'carsIn', align: 'right' as const },
      ]),
];

/**
 * /rdoperatingcenter/index: the wall overview of the roadside parks, refreshing itself: berths taken now,
 * the day's cars and money, arrears and escapes, collectors on shift, occupancy by hour and the sections ranked.
 */
export function OperatingOverviewPage() {
  const [parkId, setParkId] = useState<number>();
  // no day picked: the server's today in the operators' zone, whatever the browser's clock says
  const [day, setDay] = useState<Dayjs | null>(null);
  const parks = useQuery({ queryKey: ['centreParks'], queryFn: () => fetchParks(true), staleTime: 60_000 });
  const dayText = day?.format('YYYY-MM-DD');
  const overview = useQuery({
    queryKey: ['rdoperating', 'overview', parkId, dayText],
    queryFn: () => fetchOperatingOverview({ parkId, day: dayText }),
    refetchInterval: refreshSeconds * 1000,
  });
  const o = overview.data;
  // the server's today, as last answered: the latest day that may be picked
  const [today, setToday] = useState<string>();
  useEffect(() => {
    if (o?.today) setToday(o.day);
  }, [o?.today, o?.day]);
  const chart = useMemo(() => hoursOption(o?.hours ?? []), [o?.hours]);
  const s = o?.totals;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} className="rd-operating-overview">
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
          <DatePicker
            allowClear={false}
            value={day ?? (o ? dayjs(o.day) : null)}
            disabledDate={(d) => d.isAfter(today ? dayjs(today) : dayjs(), 'day')}
            onChange={(d) => setDay(d && today && d.format('YYYY-MM-DD') === today ? null : d)}
            aria-label={t('day')}
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
      {o && !o.today && <Alert type="info" showIcon message={t('pastDay')} />}
      {o && o.totals.parks === 0 && <Alert type="warning" showIcon message={t('noParks')} />}
      {o && o.totals.occupiedWithoutStay > 0 && (
        <Alert type="info" showIcon message={t('withoutStay', { n: o.totals.occupiedWithoutStay })} />
      )}
      <Card size="small" loading={overview.isPending}>
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6} xl={3}>
            <Statistic title={t('berths')} value={s?.berths ?? 0} />
          </Col>
          <Col xs={12} md={6} xl={3}>
            <Statistic title={t('occupied')} value={s?.occupied ?? 0} suffix={`/ ${s?.berths ?? 0}`} />
          </Col>
          <Col xs={12} md={6} xl={3}>
            <Statistic title={t('occupancyNow')} value={s?.occupancy ?? 0} precision={2} suffix="%" />
          </Col>
          <Col xs={12} md={6} xl={3}>
            <Statistic title={t('carsIn')} value={s?.carsIn ?? 0} />
          </Col>
          <Col xs={12} md={6} xl={3}>
            <Tooltip title={t('feeDueHelp')}>
              <Statistic title={t('feeDue')} value={yuanText(s?.feeDue ?? 0)} prefix="¥" data-testid="rd-fee-due" />
            </Tooltip>
          </Col>
          <Col xs={12} md={6} xl={3}>
            <Tooltip title={t('takenHelp')}>
              <Statistic title={t('taken')} value={yuanText(s?.taken ?? 0)} prefix="¥" data-testid="rd-taken" />
            </Tooltip>
          </Col>
          <Col xs={12} md={6} xl={3}>
            <Statistic title={t('collectors')} value={s?.collectorsOnShift ?? 0} />
          </Col>
          <Col xs={12} md={6} xl={3}>
            <Statistic
              title={t('escapes')}
              value={s?.escapes ?? 0}
              suffix={<Typography.Text type="secondary"> {moneyText(s?.escapeAmount ?? 0)}</Typography.Text>}
            />
          </Col>
          <Col xs={12} md={6} xl={6}>
            <Statistic
              title={t('arrearsMade')}
              value={yuanText(s?.arrearsMadeAmount ?? 0)}
              prefix="¥"
              suffix={<Typography.Text type="secondary">{t('times', { n: s?.arrearsMade ?? 0 })}</Typography.Text>}
            />
          </Col>
          <Col xs={12} md={6} xl={6}>
            <Statistic
              title={t('arrearsRecovered')}
              value={yuanText(s?.arrearsRecoveredAmount ?? 0)}
              prefix="¥"
              suffix={<Typography.Text type="secondary">{t('times', { n: s?.arrearsRecovered ?? 0 })}</Typography.Text>}
            />
          </Col>
          <Col xs={24} xl={12}>
            <Typography.Text type="secondary">{t('payWays')}：</Typography.Text>
            <Space wrap size={16}>
              {(o?.payWays ?? []).map((w) => (
                <span key={String(w.payWay)}>
                  {w.payWayName || '-'} {moneyText(w.amount)}（{t('times', { n: w.payments })}）
                </span>
              ))}
            </Space>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('byHour')}>
        <Suspense fallback={<div style={{ height: 260 }} />}>
          <ReportChart option={chart} height={260} testId="rd-hours-chart" />
        </Suspense>
      </Card>
      <Row gutter={12}>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('rankOccupancy')}>
            <Table<SectionFigures>
              size="small"
              rowKey="sectionId"
              pagination={false}
              loading={overview.isPending}
              dataSource={o?.byOccupancy ?? []}
              columns={rankColumns('occupancy')}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('rankMoney')}>
            <Table<SectionFigures>
              size="small"
              rowKey="sectionId"
              pagination={false}
              loading={overview.isPending}
              dataSource={o?.byMoney ?? []}
              columns={rankColumns('money')}
            />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={`${t('onShift')}（${s?.collectorsOnShift ?? 0}）`}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          loading={overview.isPending}
          dataSource={o?.shifts ?? []}
          columns={[
            { title: t('operator'), dataIndex: 'operatorName' },
            { title: t('park'), dataIndex: 'parkName' },
            {
              title: t('section'),
              dataIndex: 'sectionName',
              render: (v: string) => v || t('wholePark'),
            },
            {
              title: t('since'),
              dataIndex: 'startedAt',
              render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
