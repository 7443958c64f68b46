import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import type { Query } from '../../../api/client';
import { moneyText } from '../../../crud/money';
import type { Series } from './ReportChart';
import { exportReport, fetchParks, fetchReport, fetchRows, type ReportPage, type Row } from './roadside-report-api';
import { type RoadsideWord, roadsideText as t } from './roadside-report-text';

const ReportChart = lazy(() => import('./ReportChart'));

export type ChartSpec = { categories: string[]; series: Series[]; unit?: string; kind?: 'bar' | 'line' };

export type ReportConfig = {
  path: string;
  exportPath?: string;
  title: RoadsideWord;
  columns: ColumnsType<Row>;
  /** The server answers a plain list rather than a page. */
  list?: boolean;
  chart?: (rows: Row[]) => ChartSpec;
  /** Filters of this report beyond park and period, with their first values. */
  extra?: { initial: Query; render: (values: Query, set: (v: Query) => void) => ReactNode };
  summary?: (page: ReportPage) => ReactNode;
  rowKey?: (row: Row, i?: number) => string;
};

/** A money column: fen shown as ¥ yuan with two decimals. */
export const moneyColumn = (key: string, word: RoadsideWord) => ({
  title: t(word),
  dataIndex: key,
  align: 'right' as const,
  render: (v: unknown) => moneyText(Number(v ?? 0)),
});
export const textColumn = (key: string, word: RoadsideWord) => ({ title: t(word), dataIndex: key });
export const countColumn = (key: string, word: RoadsideWord) => ({
  title: t(word),
  dataIndex: key,
  align: 'right' as const,
});
export const rateColumn = (key = 'rate') => ({
  title: t('rate'),
  dataIndex: key,
  align: 'right' as const,
  render: (v: unknown) => `${Number(v ?? 0).toFixed(2)}%`,
});
export const yuan = (fen: unknown) => Math.round(Number(fen ?? 0)) / 100;

const day = (d: Dayjs) => d.format('YYYY-MM-DD');

/** One roadside report: park and period filters, the chart where it helps, the paged table and its export. */
export function RoadsideReportPage({ config, roadside = true }: { config: ReportConfig; roadside?: boolean }) {
  const { message } = App.useApp();
  const [parkId, setParkId] = useState<number>();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(6, 'day'), dayjs()]);
  const [extra, setExtra] = useState<Query>(config.extra?.initial ?? {});
  const [paging, setPaging] = useState({ current: 1, size: 20 });
  const [asked, setAsked] = useState(0);
  const [exporting, setExporting] = useState(false);
  const parks = useQuery({
    queryKey: ['reportParks', roadside],
    queryFn: () => fetchParks(roadside),
    staleTime: 60_000,
  });
  const query: Query = useMemo(
    () => ({ parkId, startDate: day(range[0]), endDate: day(range[1]), ...extra }),
    [parkId, range, extra],
  );
  const answer = useQuery({
    queryKey: [config.path, query, paging, asked],
    queryFn: async (): Promise<ReportPage> => {
      if (!config.list) return fetchReport(config.path, { ...query, ...paging });
      const rows = await fetchRows(config.path, query);
      return { total: rows.length, data: rows, current: 1, size: rows.length };
    },
  });
  const rows = answer.data?.data ?? [];
  const chart = config.chart && rows.length ? config.chart(rows) : null;
  const download = async () => {
    if (!config.exportPath) return;
    setExporting(true);
    try {
      const sent = await exportReport(config.exportPath, query, t(config.title));
      if (!sent) message.info(t('exportBackground'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} className="roadside-report">
      <Card size="small">
        <Space wrap>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('allParks')}
            style={{ width: 220 }}
            options={parks.data ?? []}
            value={parkId}
            onChange={(v) => {
              setParkId(v);
              setPaging((p) => ({ ...p, current: 1 }));
            }}
            aria-label={t('park')}
          />
          <DatePicker.RangePicker
            allowClear={false}
            value={range}
            onChange={(v) => {
              if (v?.[0] && v[1]) setRange([v[0], v[1]]);
            }}
          />
          {config.extra?.render(extra, (v) => setExtra((e) => ({ ...e, ...v })))}
          <Button type="primary" icon={<SearchOutlined />} onClick={() => setAsked((n) => n + 1)}>
            {t('search')}
          </Button>
          {config.exportPath && (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={download}>
              {t('export')}
            </Button>
          )}
        </Space>
      </Card>
      {answer.data && config.summary?.(answer.data)}
      {chart && (
        <Card size="small">
          <Suspense fallback={<div style={{ height: 260 }} />}>
            <ReportChart {...chart} />
          </Suspense>
        </Card>
      )}
      <Table<Row>
        size="small"
        bordered
        loading={answer.isFetching}
        columns={config.columns}
        dataSource={rows}
        rowKey={config.rowKey ?? ((r) => JSON.stringify(r))}
        scroll={{ x: 'max-content' }}
        pagination={
          config.list
            ? false
            : {
                current: paging.current,
                pageSize: paging.size,
                total: answer.data?.total ?? 0,
                showSizeChanger: true,
                showTotal: (n) => `${t('total')} ${n}`,
                onChange: (current, size) => setPaging({ current, size }),
              }
        }
      />
    </Space>
  );
}
