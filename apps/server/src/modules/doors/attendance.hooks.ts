import { shiftProblem } from '@parking/domain';
import { attendanceGroupResource, attendanceShiftResource, fieldLabel } from '@parking/resources';
import { merged, registerHooks } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';
import { normaliseHolidays } from './holiday-list';

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
    normaliseHolidays(attendanceGroupResource, values, existing);
  },
});
