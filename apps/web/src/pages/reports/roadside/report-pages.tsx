import { Alert, Select, Space, Statistic } from 'antd';
import {
  countColumn,
  moneyColumn,
  type ReportConfig,
  RoadsideReportPage,
  rateColumn,
  textColumn,
  yuan,
} from './RoadsideReportPage';
import type { ReportPage, Row } from './roadside-report-api';
import { roadsideText as t } from './roadside-report-text';

const sums = [
  countColumn('stays', 'stays'),
  moneyColumn('fee', 'fee'),
  moneyColumn('paid', 'paid'),
  moneyColumn('cash', 'cash'),
  moneyColumn('wechat', 'wechat'),
  moneyColumn('alipay', 'alipay'),
  moneyColumn('other', 'other'),
  moneyColumn('oweLeft', 'oweLeft'),
];

/** Figures of the same day added up, for a chart by day. */
function byDay(rows: Row[], figure: string) {
  const days = new Map<string, number>();
  for (const r of rows) days.set(String(r.day), (days.get(String(r.day)) ?? 0) + Number(r[figure] ?? 0));
  const categories = [...days.keys()].sort();
  return { categories, values: categories.map((d) => days.get(d) ?? 0) };
}

const groupSummary: ReportConfig = {
  path: 'roadstatic/groupSummaryStatic',
  exportPath: 'roadstatic/exportGroupSummaryStatic',
  title: 'section',
  columns: [
    textColumn('day', 'day'),
    textColumn('parkName', 'park'),
    textColumn('sectionName', 'section'),
    ...sums,
    rateColumn(),
  ],
  chart: (rows) => {
    const fee = byDay(rows, 'fee');
    const paid = byDay(rows, 'paid');
    return {
      categories: fee.categories,
      series: [
        { name: t('fee'), values: fee.values.map(yuan) },
        { name: t('paid'), values: paid.values.map(yuan) },
      ],
      unit: '¥',
    };
  },
};

const groupEmployee: ReportConfig = {
  path: 'roadstatic/groupEmployeeStatic',
  exportPath: 'roadstatic/exportGroupEmployeeStatic',
  title: 'employee',
  columns: [
    textColumn('parkName', 'park'),
    textColumn('sectionName', 'section'),
    textColumn('employeeName', 'employee'),
    ...sums,
  ],
  chart: (rows) => ({
    categories: rows.map((r) => `${r.sectionName} ${r.employeeName}`),
    series: [
      { name: t('paid'), values: rows.map((r) => yuan(r.paid)) },
      { name: t('oweLeft'), values: rows.map((r) => yuan(r.oweLeft)) },
    ],
    unit: '¥',
  }),
};

const hours = Array.from({ length: 25 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

const berthRate: ReportConfig = {
  path: 'roadstatic/getBerthRate',
  title: 'rate',
  columns: [
    textColumn('parkName', 'park'),
    textColumn('sectionName', 'section'),
    textColumn('berthNo', 'berth'),
    countColumn('berths', 'berths'),
    countColumn('occupiedMinutes', 'occupied'),
    countColumn('availableMinutes', 'available'),
    rateColumn(),
  ],
  extra: {
    initial: { level: 'section', dayStart: '00:00', dayEnd: '24:00' },
    render: (v, set) => (
      <Space>
        <Select
          style={{ width: 130 }}
          value={v.level as string}
          aria-label={t('level')}
          onChange={(level) => set({ level })}
          options={[
            { value: 'park', label: t('levelPark') },
            { value: 'section', label: t('levelSection') },
            { value: 'berth', label: t('levelBerth') },
          ]}
        />
        <span>{t('hours')}</span>
        <Select
          style={{ width: 90 }}
          value={v.dayStart as string}
          onChange={(dayStart) => set({ dayStart })}
          options={hours.slice(0, 24).map((h) => ({ value: h, label: h }))}
        />
        <Select
          style={{ width: 90 }}
          value={v.dayEnd as string}
          onChange={(dayEnd) => set({ dayEnd })}
          options={hours.slice(1).map((h) => ({ value: h, label: h }))}
        />
      </Space>
    ),
  },
  summary: (page: ReportPage) => (
    <Space align="start" size="large">
      <Statistic title={t('overall')} value={Number(page.sum?.rate ?? 0).toFixed(2)} suffix="%" />
      <Alert type="info" showIcon message={t('windowNote')} />
    </Space>
  ),
  chart: (rows) => ({
    categories: rows.map((r) => String(r.berthNo ?? r.sectionName ?? r.parkName)),
    series: [{ name: t('rate'), values: rows.map((r) => Number(r.rate ?? 0)) }],
    unit: '%',
  }),
};

const parkTime: ReportConfig = {
  path: 'roadstatic/getParkTimeDistribution',
  title: 'duration',
  list: true,
  rowKey: (r) => String(r.bucket),
  columns: [
    textColumn('label', 'duration'),
    countColumn('stays', 'stays'),
    { ...countColumn('share', 'share'), render: (v: unknown) => `${Number(v ?? 0).toFixed(2)}%` },
    moneyColumn('fee', 'fee'),
  ],
  chart: (rows) => ({
    categories: rows.map((r) => String(r.label)),
    series: [{ name: t('stays'), values: rows.map((r) => Number(r.stays ?? 0)) }],
  }),
};

export const GroupSummaryPage = () => <RoadsideReportPage config={groupSummary} />;
export const GroupEmployeePage = () => <RoadsideReportPage config={groupEmployee} />;
export const BerthRatePage = () => <RoadsideReportPage config={berthRate} />;
export const ParkTimePage = () => <RoadsideReportPage config={parkTime} />;
