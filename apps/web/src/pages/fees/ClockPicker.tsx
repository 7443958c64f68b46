import { TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const format = 'HH:mm';

/**
 * A time of day picked on a clock, held by the form as HH:mm text. The end of the day (24:00) shows as
 * 00:00, which the rule reads the same way for an end.
 */
export function ClockPicker({ id, value, onChange }: { id?: string; value?: string; onChange?: (v: string) => void }) {
  const shown: Dayjs | null = value ? dayjs(`2000-01-01 ${value === '24:00' ? '00:00' : value}`) : null;
  return (
    <TimePicker
      id={id}
      format={format}
      minuteStep={5}
      needConfirm={false}
      allowClear={false}
      style={{ width: '100%' }}
      value={shown?.isValid() ? shown : null}
      onChange={(d) => d && onChange?.(d.format(format))}
    />
  );
}
