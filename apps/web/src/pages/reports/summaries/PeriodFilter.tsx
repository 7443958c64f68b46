import { useQuery } from '@tanstack/react-query';
import { DatePicker, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { refOptions } from '../../../crud/ref-options';
import { sw } from './summary-text';

export type Period = { parkId?: number; startDate: string; endDate: string };
export type MonthPeriod = { parkId?: number; startMonth: string; endMonth: string };

const dayFormat = 'YYYY-MM-DD';
const monthFormat = 'YYYY-MM';

export const lastDays = (days: number): Period => ({
  startDate: dayjs()
    .subtract(days - 1, 'day')
    .format(dayFormat),
  endDate: dayjs().format(dayFormat),
});
export const lastMonths = (months: number): MonthPeriod => ({
  startMonth: dayjs()
    .subtract(months - 1, 'month')
    .format(monthFormat),
  endMonth: dayjs().format(monthFormat),
});

/** The parks the user sees, for the park choice of a report. */
function ParkSelect({ value, onChange }: { value: number | undefined; onChange: (v: number | undefined) => void }) {
  const parks = useQuery({ queryKey: ['report-parks'], queryFn: () => refOptions('basePark') });
  return (
    <Select
      data-testid="report-park"
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={sw('allParks')}
      style={{ minWidth: 220 }}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={(parks.data ?? []).map((o) => ({ label: o.label, value: Number(o.value) }))}
    />
  );
}

/** A park and a period of days. */
export function DayPeriodFilter({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  return (
    <Space wrap>
      <ParkSelect value={value.parkId} onChange={(parkId) => onChange({ ...value, parkId })} />
      <span data-testid="report-period">
        <DatePicker.RangePicker
          allowClear={false}
          value={[dayjs(value.startDate), dayjs(value.endDate)]}
          onChange={(r) => {
            const [a, b] = (r ?? []) as [Dayjs | null, Dayjs | null];
            if (a && b) onChange({ ...value, startDate: a.format(dayFormat), endDate: b.format(dayFormat) });
          }}
        />
      </span>
    </Space>
  );
}

/** A park and a period of months. */
export function MonthPeriodFilter({ value, onChange }: { value: MonthPeriod; onChange: (p: MonthPeriod) => void }) {
  return (
    <Space wrap>
      <ParkSelect value={value.parkId} onChange={(parkId) => onChange({ ...value, parkId })} />
      <DatePicker.RangePicker
        picker="month"
        allowClear={false}
        value={[dayjs(`${value.startMonth}-01`), dayjs(`${value.endMonth}-01`)]}
        onChange={(r) => {
          const [a, b] = (r ?? []) as [Dayjs | null, Dayjs | null];
          if (a && b) onChange({ ...value, startMonth: a.format(monthFormat), endMonth: b.format(monthFormat) });
        }}
      />
    </Space>
  );
}
