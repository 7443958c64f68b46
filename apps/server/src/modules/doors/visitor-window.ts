import { parseTime } from '../../crud/input';
import { badRequest } from '../../platform/errors';

/** The longest visit one registration may ask for. */
export const maxVisitHours = 7 * 24;

const startLabel = { zh: '来访时间', en: 'Visit from' };
const endLabel = { zh: '离开时间', en: 'Visit until' };

const asTime = (key: string, label: typeof startLabel, v: unknown, timeZone: string): Date | null =>
  v == null || v === '' ? null : v instanceof Date ? v : parseTime(key, label, String(v), timeZone);

/** The visit's window, refusing a missing end, an end before the start, or a visit longer than allowed. */
export function visitWindow(
  startValue: unknown,
  endValue: unknown,
  timeZone: string,
  maxHours = maxVisitHours,
): { start: Date; end: Date } {
  const start = asTime('startTime', startLabel, startValue, timeZone);
  const end = asTime('endTime', endLabel, endValue, timeZone);
  if (!start)
    throw badRequest({ zh: `${startLabel.zh}(startTime): 不能为空`, en: `${startLabel.en}(startTime): is required` });
  if (!end) throw badRequest({ zh: `${endLabel.zh}(endTime): 不能为空`, en: `${endLabel.en}(endTime): is required` });
  if (end < start) {
    throw badRequest({
      zh: `${endLabel.zh}(endTime): 不能早于${startLabel.zh}`,
      en: `${endLabel.en}(endTime): cannot be before the visit's start`,
    });
  }
  if (end.getTime() - start.getTime() > maxHours * 3_600_000) {
    throw badRequest({
      zh: `${endLabel.zh}(endTime): 一次来访最长 ${maxHours} 小时`,
      en: `${endLabel.en}(endTime): a visit lasts at most ${maxHours} hours`,
    });
  }
  return { start, end };
}
