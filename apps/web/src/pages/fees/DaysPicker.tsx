import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const format = 'YYYY-MM-DD';

/** Days picked on a calendar, held as the stored comma list of yyyy-MM-dd dates, in date order. */
export function DaysPicker({
  id,
  value,
  onChange,
  placeholder,
  className,
}: {
  id?: string;
  className?: string;
  value?: string | null;
  onChange?: (v: string) => void;
  placeholder?: string;
}) {
  const days = (value ?? '')
    .split(/[,，\s]+/)
    .filter(Boolean)
    .map((d) => dayjs(d, format))
    .filter((d) => d.isValid());
  return (
    <DatePicker
      id={id}
      className={className}
      multiple
      format={format}
      placeholder={placeholder}
      style={{ width: '100%' }}
      maxTagCount="responsive"
      value={days}
      onChange={(picked) => onChange?.([...new Set((picked ?? []).map((d) => d.format(format)))].sort().join(','))}
    />
  );
}
