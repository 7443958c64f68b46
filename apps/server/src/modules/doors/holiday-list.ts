import { parseHolidayList } from '@parking/domain';
import { fieldLabel, type ResourceDef } from '@parking/resources';
import { merged } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';

/**
 * Checks a submitted `holidays` comma list (week plans, attendance groups), refusing the first text that is
 * not a date, and stores it normalised: dates joined by commas, or nothing.
 */
export function normaliseHolidays(
  def: ResourceDef,
  values: { holidays?: unknown },
  existing: { holidays?: unknown } | null,
): void {
  const holidays = parseHolidayList(merged(values, existing, 'holidays') as string | null);
  if ('bad' in holidays) {
    const l = fieldLabel(def, 'holidays') ?? { zh: '节假日', en: 'Holidays' };
    throw badRequest({
      zh: `${l.zh}(holidays): “${holidays.bad}”不是有效日期(yyyy-MM-dd)`,
      en: `${l.en}(holidays): “${holidays.bad}” is not a date (yyyy-MM-dd)`,
    });
  }
  values.holidays = holidays.dates.length ? holidays.dates.join(',') : null;
}
