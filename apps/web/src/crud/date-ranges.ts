import dayjs, { type Dayjs } from 'dayjs';
import { i18n } from '../i18n';

/** Day ranges run from 00:00:00 to 23:59:59; shortcuts reach seven days back or forward. */
export const dayBounds: [Dayjs, Dayjs] = [dayjs('00:00:00', 'HH:mm:ss'), dayjs('23:59:59', 'HH:mm:ss')];

export function rangePresets(): { label: string; value: [Dayjs, Dayjs] }[] {
  const today = dayjs();
  return [
    { label: i18n.t('crud.today'), value: [today.startOf('day'), today.endOf('day')] },
    { label: i18n.t('crud.last7Days'), value: [today.subtract(7, 'day').startOf('day'), today.endOf('day')] },
    { label: i18n.t('crud.next7Days'), value: [today.startOf('day'), today.add(7, 'day').endOf('day')] },
  ];
}
