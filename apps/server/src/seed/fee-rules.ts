import {
  areaFeeRuleResource,
  areaResource,
  carTypeResource,
  enabledState,
  feeMode,
  feePeriodResource,
  feeStepResource,
  parkFeeRuleResource,
  platParkFeeRuleResource,
  simpleFeeRuleResource,
} from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import type { NewRowOf } from '../db/resource-table';
import { tableOf } from '../db/schema';
import { at, type DemoPark, type DemoParks } from './demo-parks';
import { insertRow as insert } from './insert-row';

type Scoped = 'parkId' | 'companyId';
type Rule = Omit<NewRowOf<typeof areaFeeRuleResource>, Scoped | 'feeRuleId' | 'sort'>;
type Step = Omit<NewRowOf<typeof feeStepResource>, Scoped | 'periodId'>;
type Period = Omit<NewRowOf<typeof feePeriodResource>, Scoped | 'areaFeeRuleId' | 'sort'> & { steps?: Step[] };

const enabled = enabledState.values.enabled;

const found = (row: { id: number } | undefined, what: string): number => {
  if (!row) throw new Error(`demo ${what} missing`);
  return row.id;
};

async function carType(tx: Tx, park: DemoPark, name: string): Promise<number> {
  const t = tableOf(carTypeResource);
  const [row] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.parkId, park.id), eq(t.carTypeName, name)));
  return found(row, `car type ${name}`);
}

async function area(tx: Tx, park: DemoPark, name: string): Promise<number> {
  const t = tableOf(areaResource);
  const [row] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.parkId, park.id), eq(t.areaName, name)));
  return found(row, `area ${name}`);
}

async function areaRule(tx: Tx, park: DemoPark, feeRuleId: number, sort: number, rule: Rule, periods: Period[]) {
  const areaFeeRuleId = await insert(tx, areaFeeRuleResource, { ...at(park), feeRuleId, sort, ...rule });
  for (const [i, { steps = [], ...p }] of periods.entries()) {
    const periodId = await insert(tx, feePeriodResource, { ...at(park), areaFeeRuleId, sort: i + 1, ...p });
    for (const s of steps) await insert(tx, feeStepResource, { ...at(park), periodId, ...s });
  }
}

const wholeDay = (p: Partial<Period>): Period => ({ startMinute: 0, endMinute: 1440, ...p });

/**
 * Fee rules for the demo parks, so a fresh start prices stays: a rule set for each closed park (the plaza
 * last, since tests add rows to a company's newest rule), a simple rule for the subsidiary's park and one
 * for each roadside park.
 */
export async function seedFeeRules(tx: Tx, parks: DemoParks): Promise<void> {
  const { cycle24, naturalDay, dayNight, ladder, flat } = feeMode.values;
  const { sun, lake, plaza, south } = parks;
  const sunSet = await insert(tx, parkFeeRuleResource, {
    ...at(sun),
    ruleName: '阳光花园标准收费',
    state: enabled,
    weekendIsHoliday: false,
  });
  // monthly cars pay nothing; the second basement is a ladder: 5 yuan the first 2 hours, then 3 yuan an hour
  await areaRule(tx, sun, sunSet, 1, { carTypeId: await carType(tx, sun, '月租车'), feeMode: flat, flatPrice: 0 }, []);
  await areaRule(
    tx,
    sun,
    sunSet,
    2,
    {
      areaId: await area(tx, sun, '地下二层'),
      feeMode: ladder,
      freeMinutes: 15,
      cycleMinutes: 1440,
      capPerCycle: 4000,
    },
    [wholeDay({ firstMinutes: 120, firstPrice: 500, unitMinutes: 60, unitPrice: 300 })],
  );
  // everyone else: 15 minutes free, first hour 5 yuan, then 2 yuan per 30 minutes, 30 yuan per 24 hours
  await areaRule(tx, sun, sunSet, 3, { feeMode: cycle24, freeMinutes: 15, capPerCycle: 3000 }, [
    wholeDay({ firstMinutes: 60, firstPrice: 500, unitMinutes: 30, unitPrice: 200 }),
  ]);

  const lakeSet = await insert(tx, parkFeeRuleResource, {
    ...at(lake),
    ruleName: '东湖自然日收费',
    state: enabled,
    weekendIsHoliday: true,
  });
  await areaRule(
    tx,
    lake,
    lakeSet,
    1,
    { carTypeId: await carType(tx, lake, '月租车'), feeMode: flat, flatPrice: 0 },
    [],
  );
  await areaRule(tx, lake, lakeSet, 2, { feeMode: naturalDay, freeMinutes: 30, capPerCycle: 2000 }, [
    wholeDay({ firstMinutes: 60, firstPrice: 300, unitMinutes: 60, unitPrice: 200 }),
    wholeDay({ holiday: true, firstMinutes: 60, firstPrice: 500, unitMinutes: 60, unitPrice: 300 }),
  ]);

  const plazaSet = await insert(tx, parkFeeRuleResource, {
    ...at(plaza),
    ruleName: '世纪广场分时段收费',
    state: enabled,
    weekendIsHoliday: false,
    remark: '白天 08:00-20:00 首小时 6 元，之后每 30 分钟 3 元；夜间每小时 1 元，夜间最多 10 元',
  });
  await areaRule(
    tx,
    plaza,
    plazaSet,
    1,
    { carTypeId: await carType(tx, plaza, '月租车'), feeMode: flat, flatPrice: 0 },
    [],
  );
  await areaRule(
    tx,
    plaza,
    plazaSet,
    2,
    { carTypeId: await carType(tx, plaza, 'VIP 车'), feeMode: flat, flatPrice: 2000 },
    [],
  );
  await areaRule(tx, plaza, plazaSet, 3, { feeMode: dayNight, freeMinutes: 15, capPerCycle: 5000 }, [
    { startMinute: 480, endMinute: 1200, firstMinutes: 60, firstPrice: 600, unitMinutes: 30, unitPrice: 300 },
    { startMinute: 1200, endMinute: 480, firstMinutes: 0, firstPrice: 0, unitMinutes: 60, unitPrice: 100, cap: 1000 },
  ]);

  await insert(tx, simpleFeeRuleResource, {
    ...at(south),
    ruleName: '南桥新苑临时车',
    feeMode: cycle24,
    freeMinutes: 30,
    firstMinutes: 120,
    firstPrice: 500,
    unitMinutes: 60,
    unitPrice: 100,
    capPerCycle: 1500,
    flatPrice: 0,
    state: enabled,
  });
  for (const park of [parks.roadA, parks.roadB]) {
    await insert(tx, platParkFeeRuleResource, {
      ...at(park),
      ruleName: '路侧临时停车',
      feeMode: cycle24,
      freeMinutes: 15,
      firstMinutes: 60,
      firstPrice: 400,
      unitMinutes: 30,
      unitPrice: 200,
      capPerCycle: 6000,
      flatPrice: 0,
      state: enabled,
    });
  }
}
