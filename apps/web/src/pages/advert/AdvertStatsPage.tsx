import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Input, Radio, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { moneyText } from '../../crud/money';
import ReportChart from '../reports/summaries/ReportChart';
import { type AdvertStat, askAdvert, clickRate, type HourVisits, type Screen } from './advert-api';
import { advertText as t } from './advert-text';

type Period = { staticType: 1 | 2; staticDay: string };

const periodOf = (type: 1 | 2, d: Dayjs): Period => ({
  staticType: type,
  staticDay: d.format(type === 2 ? 'YYYY-MM-01' : 'YYYY-MM-DD'),
});

/** What the parks' screens showed: each advert's shows, clicks and earnings, the screens, and viewers by hour. */
export function AdvertStatsPage() {
  const [type, setType] = useState<1 | 2>(1);
  const [picked, setPicked] = useState<Dayjs>(dayjs());
  const [period, setPeriod] = useState<Period>(periodOf(1, dayjs()));
  const [parkName, setParkName] = useState('');
  const [screenFilter, setScreenFilter] = useState('');
  const byAdvert = useQuery({
    queryKey: ['advertStats', period],
    queryFn: () => askAdvert<{ total: number; data: AdvertStat[] }>('park/staticDayPlat', period),
  });
  const screens = useQuery({
    queryKey: ['advertScreens', period, screenFilter],
    queryFn: () => askAdvert<{ total: number; data: Screen[] }>('park/search', { ...period, parkName: screenFilter }),
  });
  const hours = useQuery({
    queryKey: ['advertHours', period.staticDay],
    queryFn: () => askAdvert<{ total: number; data: HourVisits[] }>('visit/search', { staticDay: period.staticDay }),
    enabled: period.staticType === 1,
  });
  const rows = byAdvert.data?.data ?? [];
  const sum = rows.reduce(
    (s, r) => ({ shows: s.shows + r.shows, clicks: s.clicks + r.clicks, income: s.income + r.income }),
    { shows: 0, clicks: 0, income: 0 },
  );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <Radio.Group
            optionType="button"
            value={type}
            onChange={(e) => setType(e.target.value)}
            options={[
              { value: 1, label: t('byDay') },
              { value: 2, label: t('byMonth') },
            ]}
          />
          <DatePicker
            allowClear={false}
            picker={type === 2 ? 'month' : 'date'}
            value={picked}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            onChange={(d) => d && setPicked(d)}
            aria-label={type === 2 ? t('statMonth') : t('statDay')}
          />
          <Button type="primary" icon={<SearchOutlined />} onClick={() => setPeriod(periodOf(type, picked))}>
            {t('search')}
          </Button>
          <span style={{ color: '#888' }}>{t('platformNote')}</span>
        </Space>
      </Card>
      <Card size="small" title={t('byAdvert')}>
        <ReportChart
          testId="advert-stats-chart"
          height={240}
          option={{
            tooltip: { trigger: 'axis' },
            legend: {},
            xAxis: { type: 'category', data: rows.map((r) => r.title) },
            yAxis: [{ type: 'value' }, { type: 'value' }],
            series: [
              { name: t('shows'), type: 'bar', data: rows.map((r) => r.shows) },
              { name: t('clicks'), type: 'line', yAxisIndex: 1, data: rows.map((r) => r.clicks) },
            ],
          }}
        />
        <Table<AdvertStat>
          size="small"
          bordered
          rowKey="adverId"
          loading={byAdvert.isFetching}
          dataSource={rows}
          pagination={false}
          columns={[
            { title: t('adverId'), dataIndex: 'adverId' },
            { title: t('title'), dataIndex: 'title' },
            { title: t('advertiser'), dataIndex: 'advertiser' },
            { title: t('shows'), dataIndex: 'shows', align: 'right', render: (v: number) => v.toLocaleString() },
            { title: t('clicks'), dataIndex: 'clicks', align: 'right', render: (v: number) => v.toLocaleString() },
            { title: t('clickRate'), align: 'right', render: (_, r) => clickRate(r.shows, r.clicks) },
            { title: t('income'), dataIndex: 'income', align: 'right', render: (v: number) => moneyText(v) },
          ]}
          summary={() =>
            rows.length > 0 && (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  {t('total')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {sum.shows.toLocaleString()}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {sum.clicks.toLocaleString()}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  {clickRate(sum.shows, sum.clicks)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">
                  {moneyText(sum.income)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )
          }
        />
      </Card>
      <Card
        size="small"
        title={t('byScreen')}
        extra={
          <Input.Search
            allowClear
            size="small"
            placeholder={t('parkName')}
            style={{ width: 220 }}
            value={parkName}
            onChange={(e) => setParkName(e.target.value)}
            onSearch={(v) => setScreenFilter(v)}
          />
        }
      >
        <Table<Screen>
          size="small"
          bordered
          rowKey="spaceId"
          loading={screens.isFetching}
          dataSource={screens.data?.data ?? []}
          pagination={false}
          columns={[
            { title: t('spaceId'), dataIndex: 'spaceId' },
            { title: t('park'), dataIndex: 'parkName' },
            { title: t('screen'), dataIndex: 'screenName' },
            {
              title: t('opens'),
              dataIndex: 'opens',
              render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? t('online') : t('offline')}</Tag>,
            },
            { title: t('adverts'), dataIndex: 'adverts', align: 'right' },
            { title: t('shows'), dataIndex: 'shows', align: 'right' },
          ]}
        />
      </Card>
      {period.staticType === 1 && (
        <Card size="small" title={t('byHour')}>
          <ReportChart
            testId="advert-hours-chart"
            height={220}
            option={{
              tooltip: { trigger: 'axis' },
              legend: {},
              xAxis: { type: 'category', data: (hours.data?.data ?? []).map((h) => `${h.hour}:00`) },
              yAxis: { type: 'value' },
              series: [
                { name: t('visits'), type: 'line', smooth: true, data: (hours.data?.data ?? []).map((h) => h.visits) },
                { name: t('clicks'), type: 'bar', data: (hours.data?.data ?? []).map((h) => h.clicks) },
              ],
            }}
          />
        </Card>
      )}
    </Space>
  );
}
