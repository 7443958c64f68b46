import { parseHolidayList, shiftProblem } from '@parking/domain';
import { attendanceGroupResource, attendanceShiftResource, fieldLabel } from '@parking/resources';
import { merged, registerHooks } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';

registerHooks(attendanceShiftResource, {
  beforeSubmit(_ctx, values, existing) {
    const start = merged(values, existing, 'workStart') as string;
    const end = merged(values, existing, 'workEnd') as string;
    const rule = start && end ? shiftProblem(start, end) : null;
    if (rule) {
      const l = fieldLabel(attendanceShiftResource, 'workEnd') ?? { zh: '下班时间', en: 'Work ends' };
      throw badRequest({ zh: `${l.zh}(workEnd): ${rule.zh}`, en: `${l.en}(workEnd): ${rule.en}` });
    }
  },
});

registerHooks(attendanceGroupResource, {
  beforeSubmit(_ctx, values, existing) {
    const holidays = parseHolidayList(merged(values, existing, 'holidays') as string | null);
    if ('bad' in holidays) {
      const l = fieldLabel(attendanceGroupResource, 'holidays') ?? { zh: '节假日', en: 'Holidays' };
      throw badRequest({
        zh: `${l.zh}(holidays): “${holidays.bad}”不是有效日期(yyyy-MM-dd)`,
        en: `${l.en}(holidays): “${holidays.bad}” is not a date (yyyy-MM-dd)`,
      });
    }
    (values as { holidays?: string | null }).holidays = holidays.dates.length ? holidays.dates.join(',') : null;
  },
});
