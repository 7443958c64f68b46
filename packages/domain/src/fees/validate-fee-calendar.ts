import { dayNumberOfDate, type FeeCalendar } from './fee-calendar';
import type { FeeRuleProblem } from './fee-rule-checks';

/** Dates that are not dates, and days marked both a holiday and a working day. */
export function validateFeeCalendar(calendar: FeeCalendar): FeeRuleProblem[] {
  const problems: FeeRuleProblem[] = [];
  const holidays = new Set(calendar.holidays);
  calendar.holidays.forEach((d, i) => {
    if (dayNumberOfDate(d) === null) {
      problems.push({ path: `holidays[${i}]`, message: { zh: `日期 ${d} 无效`, en: `${d} is not a date` } });
    }
  });
  calendar.workdays.forEach((d, i) => {
    if (dayNumberOfDate(d) === null) {
      problems.push({ path: `workdays[${i}]`, message: { zh: `日期 ${d} 无效`, en: `${d} is not a date` } });
    } else if (holidays.has(d)) {
      problems.push({
        path: `workdays[${i}]`,
        message: { zh: `${d} 不能同时是节假日和工作日`, en: `${d} cannot be both a holiday and a working day` },
      });
    }
  });
  return problems;
}
