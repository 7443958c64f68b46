import type { Message } from '../message';
import { fenToYuanText as yuan } from '../money';
import { cycleLength, type FeeRule, feeModes, feeRoundings, minutesPerDay } from './fee-rule';
import { checkFen, checkMinutes, type FeeRuleProblem, type Report } from './fee-rule-checks';
import { checkCycleModePeriods, checkPeriod, checkTiling } from './validate-fee-periods';

export type { FeeRuleProblem } from './fee-rule-checks';

/** A cap below a first-period (or flat) price would cut every first period: the rule says two things at once. */
function checkCapsAgainstFirst(report: Report, rule: FeeRule): void {
  const caps: [keyof FeeRule, Message][] = [
    ['capPerCycle', { zh: '周期封顶', en: 'cycle cap' }],
    ['capPerDay', { zh: '每日封顶', en: 'daily cap' }],
    ['capTotal', { zh: '总封顶', en: 'total cap' }],
  ];
  const firsts: [string, number][] =
    rule.mode === 'flat'
      ? [
          ['flatPrice', rule.flatPrice],
          ['holidayFlatPrice', rule.holidayFlatPrice ?? 0],
        ]
      : rule.periods.map((p, i) => [`periods[${i}]`, p.firstPrice]);
  for (const [field, name] of caps) {
    const cap = rule[field];
    if (typeof cap !== 'number' || !Number.isInteger(cap) || cap < 0) continue;
    const worst = firsts.reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]);
    if (worst[1] > cap) {
      const what =
        rule.mode === 'flat' ? { zh: '按次价格', en: 'flat price' } : { zh: '首段价格', en: 'first-period price' };
      report(
        field,
        `${name.zh} ${yuan(cap)} 元小于${what.zh} ${yuan(worst[1])} 元（${worst[0]}）`,
        `the ${name.en} of ${yuan(cap)} yuan is less than the ${what.en} of ${yuan(worst[1])} yuan (${worst[0]})`,
      );
    }
  }
  rule.periods.forEach((p, i) => {
    if (p.cap !== null && p.cap >= 0 && p.cap < p.firstPrice) {
      report(
        `periods[${i}].cap`,
        `时段封顶 ${yuan(p.cap)} 元小于首段价格 ${yuan(p.firstPrice)} 元`,
        `the period cap of ${yuan(p.cap)} yuan is less than its first-period price of ${yuan(p.firstPrice)} yuan`,
      );
    }
  });
}

/** Everything wrong with a rule, for the form that submits it; an empty list means the rule can be saved. */
export function validateFeeRule(rule: FeeRule): FeeRuleProblem[] {
  const problems: FeeRuleProblem[] = [];
  const report: Report = (path, zh, en) => {
    problems.push({ path, message: { zh, en } });
  };
  if (!feeModes.includes(rule.mode))
    return [{ path: 'mode', message: { zh: '未知的收费模式', en: 'unknown fee mode' } }];
  if (!feeRoundings.includes(rule.rounding)) report('rounding', '未知的取整方式', 'unknown rounding');
  for (const key of ['carType', 'areaId'] as const) {
    if (rule[key] !== null && (typeof rule[key] !== 'string' || rule[key] === '')) {
      report(key, '必须为空（不限）或一个编号', 'must be empty (any) or an id');
    }
  }
  if (!Array.isArray(rule.periods)) {
    report('periods', '时段必须是列表', 'periods must be a list');
    return problems;
  }
  checkMinutes(report, 'freeMinutes', rule.freeMinutes, 0, { zh: '免费时长', en: 'free minutes' });
  checkFen(report, 'capPerCycle', rule.capPerCycle, { zh: '周期封顶', en: 'cycle cap' }, true);
  checkFen(report, 'capPerDay', rule.capPerDay, { zh: '每日封顶', en: 'daily cap' }, true);
  checkFen(report, 'capTotal', rule.capTotal, { zh: '总封顶', en: 'total cap' }, true);
  if (rule.mode === 'ladder') {
    if (rule.cycleMinutes !== null)
      checkMinutes(report, 'cycleMinutes', rule.cycleMinutes, 1, { zh: '周期', en: 'cycle' });
  } else if (rule.cycleMinutes !== null) {
    report('cycleMinutes', '只有阶梯收费可以设定周期时长', 'only ladder rules set their cycle length');
  }
  const cycle = rule.mode === 'naturalDay' ? minutesPerDay : cycleLength(rule);
  if (cycle !== null && cycle > 0 && rule.mode !== 'dayNight' && rule.freeMinutes >= cycle) {
    report('freeMinutes', '免费时长必须短于一个周期', 'free minutes must be shorter than a cycle');
  }
  if (rule.mode === 'flat') {
    checkFen(report, 'flatPrice', rule.flatPrice, { zh: '按次价格', en: 'flat price' });
    checkFen(
      report,
      'holidayFlatPrice',
      rule.holidayFlatPrice,
      { zh: '节假日按次价格', en: 'holiday flat price' },
      true,
    );
    if (rule.periods.length > 0) report('periods', '按次收费不使用时段', 'flat rules have no periods');
  } else {
    if (!rule.periods.some((p) => !p.holiday))
      report('periods', '至少需要一个平日时段', 'at least one everyday period is needed');
    rule.periods.forEach((p, i) => {
      checkPeriod(report, p, `periods[${i}]`);
      if (cycle !== null && cycle > 0 && rule.mode !== 'dayNight' && p.firstMinutes > cycle) {
        report(`periods[${i}].firstMinutes`, '首段不能长于一个周期', 'the first period cannot be longer than a cycle');
      }
    });
    for (const holiday of [false, true]) {
      if (!rule.periods.some((p) => p.holiday === holiday)) continue;
      if (rule.mode === 'dayNight') checkTiling(report, rule, holiday);
      else checkCycleModePeriods(report, rule, holiday);
    }
  }
  checkCapsAgainstFirst(report, rule);
  return problems;
}

/** Problems of every rule of a park, paths prefixed with the rule's place, plus rules that shadow each other. */
export function validateFeeRuleSet(rules: readonly FeeRule[]): FeeRuleProblem[] {
  const problems: FeeRuleProblem[] = [];
  const seen = new Map<string, number>();
  rules.forEach((rule, i) => {
    for (const p of validateFeeRule(rule)) problems.push({ path: `[${i}].${p.path}`, message: p.message });
    const key = `${rule.carType ?? '*'}|${rule.areaId ?? '*'}`;
    const other = seen.get(key);
    if (other !== undefined) {
      problems.push({
        path: `[${i}]`,
        message: {
          zh: `与第 ${other + 1} 条规则的车辆类型和区域相同`,
          en: `same car type and area as rule ${other + 1}`,
        },
      });
    } else seen.set(key, i);
  });
  return problems;
}
