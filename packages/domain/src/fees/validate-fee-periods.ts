import type { Message } from '../message';
import { type FeePeriod, type FeeRule, minutesPerDay } from './fee-rule';
import { checkFen, checkInt, checkMinutes, clockText as clock, type Report } from './fee-rule-checks';

export function checkPeriod(report: Report, p: FeePeriod, at: string): void {
  checkInt(report, `${at}.startMinute`, p.startMinute, 0, minutesPerDay - 1, { zh: '开始时刻', en: 'start' });
  checkInt(report, `${at}.endMinute`, p.endMinute, 1, minutesPerDay, { zh: '结束时刻', en: 'end' });
  checkMinutes(report, `${at}.firstMinutes`, p.firstMinutes, 0, { zh: '首段时长', en: 'first period' });
  checkFen(report, `${at}.firstPrice`, p.firstPrice, { zh: '首段价格', en: 'first-period price' });
  if (p.firstMinutes === 0 && p.firstPrice > 0) {
    report(`${at}.firstPrice`, '没有首段时长就不能有首段价格', 'a first-period price needs a first-period length');
  }
  checkMinutes(report, `${at}.unitMinutes`, p.unitMinutes, 1, { zh: '计费单位时长', en: 'unit length' });
  checkFen(report, `${at}.unitPrice`, p.unitPrice, { zh: '单位价格', en: 'unit price' });
  checkFen(report, `${at}.cap`, p.cap, { zh: '时段封顶', en: 'period cap' }, true);
  if (!Array.isArray(p.steps)) {
    report(`${at}.steps`, '阶梯必须是列表', 'steps must be a list');
    return;
  }
  let prevStart = p.firstMinutes;
  let prevUnit = p.unitMinutes;
  p.steps.forEach((s, i) => {
    const sp = `${at}.steps[${i}]`;
    checkMinutes(report, `${sp}.fromMinute`, s.fromMinute, 1, { zh: '阶梯起点', en: 'step start' });
    checkMinutes(report, `${sp}.unitMinutes`, s.unitMinutes, 1, { zh: '阶梯单位时长', en: 'step unit length' });
    checkFen(report, `${sp}.unitPrice`, s.unitPrice, { zh: '阶梯单位价格', en: 'step unit price' });
    if (s.fromMinute <= prevStart) {
      report(
        `${sp}.fromMinute`,
        `阶梯必须在前一段（第 ${prevStart} 分钟起）之后开始`,
        `a step must start after the part before it (from minute ${prevStart})`,
      );
    } else if (prevUnit > 0 && (s.fromMinute - prevStart) % prevUnit !== 0) {
      const before = s.fromMinute - ((s.fromMinute - prevStart) % prevUnit);
      report(
        `${sp}.fromMinute`,
        `阶梯起点第 ${s.fromMinute} 分钟截断了前一段 ${prevUnit} 分钟的计费单位，请改为第 ${before} 或 ${before + prevUnit} 分钟`,
        `a step starting at minute ${s.fromMinute} cuts a ${prevUnit}-minute unit of the part before it; start it at minute ${before} or ${before + prevUnit}`,
      );
    }
    prevStart = s.fromMinute;
    prevUnit = s.unitMinutes;
  });
}

/** Marks the minutes of the day a period claims; reports the first minute another period claimed already. */
function claimMinutes(report: Report, owner: number[], p: FeePeriod, i: number): void {
  const length = (((p.endMinute - p.startMinute) % minutesPerDay) + minutesPerDay) % minutesPerDay || minutesPerDay;
  let reported = false;
  for (let k = 0; k < length; k++) {
    const m = (p.startMinute + k) % minutesPerDay;
    const other = owner[m] ?? -1;
    if (other < 0) owner[m] = i;
    else if (!reported) {
      reported = true;
      report(
        `periods[${i}]`,
        `时段与第 ${other + 1} 个时段从 ${clock(m)} 起重叠`,
        `the period overlaps period ${other + 1} from ${clock(m)}`,
      );
    }
  }
}

/** Every minute of the day is claimed by exactly one period of the kind. */
export function checkTiling(report: Report, rule: FeeRule, holiday: boolean): void {
  const owner = new Array<number>(minutesPerDay).fill(-1);
  const kind: Message = holiday ? { zh: '节假日', en: 'holiday ' } : { zh: '平日', en: 'everyday ' };
  rule.periods.forEach((p, i) => {
    if (p.holiday === holiday && Number.isInteger(p.startMinute) && Number.isInteger(p.endMinute)) {
      claimMinutes(report, owner, p, i);
    }
  });
  for (let m = 0; m < minutesPerDay; m++) {
    if (owner[m] !== -1) continue;
    let end = m;
    while (end < minutesPerDay && owner[end] === -1) end++;
    report(
      'periods',
      `${kind.zh}时段没有覆盖 ${clock(m)}-${clock(end)}`,
      `no ${kind.en}period covers ${clock(m)}-${clock(end)}`,
    );
    m = end;
  }
}

export function checkCycleModePeriods(report: Report, rule: FeeRule, holiday: boolean): void {
  const mine = rule.periods.map((p, i) => [p, i] as const).filter(([p]) => p.holiday === holiday);
  mine.forEach(([p, i], n) => {
    if (n > 0) {
      report(
        `periods[${i}]`,
        '此模式只能有一个平日时段和一个节假日时段',
        'this mode takes one everyday and one holiday period',
      );
    } else if (p.startMinute !== 0 || p.endMinute !== minutesPerDay) {
      report(
        `periods[${i}]`,
        '此模式的时段必须是全天 00:00-24:00',
        'in this mode the period must be the whole day, 00:00-24:00',
      );
    }
  });
}
