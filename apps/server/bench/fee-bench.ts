import {
  calculateFee,
  calculateFeeTotal,
  type FeeCalendar,
  type FeeMode,
  type FeeRule,
  feePeriod,
  newFeeRule,
} from '@parking/domain';

import { report } from './summary';

/**
 * Fees of 1,000,000 random stays per mode over realistic rules (the demo parks' kinds, with caps, free
 * minutes and steps), on one core: totals (what a gate and a report rebuild need) and, for the mixed set,
 * itemised breakdowns. Target: at least 500,000 totals a second for the common modes.
 */
const stays = Number(process.env.BENCH_STAYS ?? 1_000_000);
const target = 500_000;
const timeZone = 'Asia/Shanghai';

const rule = (mode: FeeMode, id: string, o: Partial<FeeRule>): FeeRule => ({ ...newFeeRule(mode, id), ...o });

const rules: Record<FeeMode, FeeRule> = {
  cycle24: rule('cycle24', 'cycle24', {
    freeMinutes: 15,
    capPerCycle: 3000,
    periods: [feePeriod({ firstMinutes: 60, firstPrice: 500, unitMinutes: 30, unitPrice: 200 })],
  }),
  cycle12: rule('cycle12', 'cycle12', {
    freeMinutes: 15,
    repeatFirst: true,
    capPerCycle: 2000,
    periods: [feePeriod({ firstMinutes: 120, firstPrice: 600, unitMinutes: 60, unitPrice: 200 })],
  }),
  naturalDay: rule('naturalDay', 'naturalDay', {
    freeMinutes: 30,
    capPerCycle: 2000,
    periods: [
      feePeriod({ firstMinutes: 60, firstPrice: 300, unitMinutes: 60, unitPrice: 200 }),
      feePeriod({ holiday: true, firstMinutes: 60, firstPrice: 500, unitMinutes: 60, unitPrice: 300 }),
    ],
  }),
  dayNight: rule('dayNight', 'dayNight', {
    freeMinutes: 15,
    capPerCycle: 5000,
    periods: [
      feePeriod({
        startMinute: 480,
        endMinute: 1200,
        firstMinutes: 60,
        firstPrice: 600,
        unitMinutes: 30,
        unitPrice: 300,
      }),
      feePeriod({ startMinute: 1200, endMinute: 480, unitMinutes: 60, unitPrice: 100, cap: 1000 }),
    ],
  }),
  ladder: rule('ladder', 'ladder', {
    freeMinutes: 15,
    cycleMinutes: 1440,
    capPerCycle: 4000,
    periods: [
      feePeriod({
        firstMinutes: 120,
        firstPrice: 500,
        unitMinutes: 60,
        unitPrice: 300,
        steps: [{ fromMinute: 480, unitMinutes: 60, unitPrice: 100 }],
      }),
    ],
  }),
  flat: rule('flat', 'flat', { freeMinutes: 15, flatPrice: 1000, holidayFlatPrice: 1500 }),
};

const calendar: FeeCalendar = {
  holidays: ['2026-10-01', '2026-10-02', '2026-10-03'],
  workdays: [],
  weekendIsHoliday: true,
};

/** Entries spread over October 2026; most stays are short, some last days. Same seed every run. */
function randomStays(n: number): { entry: Date[]; exit: Date[] } {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const start = Date.UTC(2026, 8, 30, 16);
  const entry: Date[] = new Array(n);
  const exit: Date[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const at = start + Math.floor(random() * 31 * 1440) * 60_000;
    const r = random();
    const minutes = r < 0.7 ? random() * 240 : r < 0.95 ? random() * 1440 : random() * 5 * 1440;
    entry[i] = new Date(at);
    exit[i] = new Date(at + Math.floor(minutes) * 60_000);
  }
  return { entry, exit };
}

/** Rates per second of this process's CPU time: other work sharing the machine does not lower them. */
type Row = { what: string; perSecond: number; perWallSecond: number; seconds: number; sum: number };

function measure(what: string, run: (i: number) => number, n: number): Row {
  for (let i = 0; i < Math.min(n, 20_000); i++) run(i); // warm up
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let sum = 0;
  for (let i = 0; i < n; i++) sum += run(i);
  const cpu = process.cpuUsage(cpu0);
  const seconds = (cpu.user + cpu.system) / 1e6;
  const wall = (performance.now() - t0) / 1000;
  return { what, perSecond: n / seconds, perWallSecond: n / wall, seconds, sum };
}

const { entry, exit } = randomStays(stays);
const results: Row[] = [];
const mixed = Object.values(rules).map((r, i) => ({ ...r, carType: i === 0 ? null : String(i) }));
for (const [mode, r] of Object.entries(rules)) {
  const set = [r];
  results.push(
    measure(
      `${mode} totals`,
      (i) => {
        const fee = calculateFeeTotal({
          rules: set,
          carType: null,
          entry: entry[i] as Date,
          exit: exit[i] as Date,
          timeZone,
          calendar,
        });
        if (!fee.ok) throw new Error(fee.message.en);
        return fee.total;
      },
      stays,
    ),
  );
}
results.push(
  measure(
    'mixed set, picked by car type: totals',
    (i) => {
      const fee = calculateFeeTotal({
        rules: mixed,
        carType: String(i % 6),
        entry: entry[i] as Date,
        exit: exit[i] as Date,
        timeZone,
        calendar,
      });
      return fee.ok ? fee.total : 0;
    },
    stays,
  ),
);
results.push(
  measure(
    'mixed set: itemised breakdowns',
    (i) => {
      const fee = calculateFee({
        rules: mixed,
        carType: String(i % 6),
        entry: entry[i] as Date,
        exit: exit[i] as Date,
        timeZone,
        calendar,
      });
      return fee.ok ? fee.total : 0;
    },
    Math.min(stays, 200_000),
  ),
);

const common = new Set(['cycle24 totals', 'cycle12 totals', 'naturalDay totals', 'dayNight totals', 'flat totals']);
console.log(`\nFee engine: ${stays.toLocaleString('en')} random stays per line, one core (node ${process.version})\n`);
console.log('| what | fees per CPU second | CPU seconds | fees per wall second | target |');
console.log('| --- | ---: | ---: | ---: | --- |');
for (const r of results) {
  const verdict = common.has(r.what)
    ? r.perSecond >= target
      ? `>= ${target / 1000}k holds`
      : `>= ${target / 1000}k MISSED`
    : '';
  if (common.has(r.what)) {
    report({
      bench: 'fees',
      what: `${r.what} per CPU second`,
      value: Math.round(r.perSecond).toLocaleString('en'),
      target: `>= ${target.toLocaleString('en')}`,
      verdict: r.perSecond >= target ? 'holds' : 'MISSED',
    });
  }
  console.log(
    `| ${r.what} | ${Math.round(r.perSecond).toLocaleString('en')} | ${r.seconds.toFixed(2)} | ${Math.round(r.perWallSecond).toLocaleString('en')} | ${verdict} |`,
  );
}
