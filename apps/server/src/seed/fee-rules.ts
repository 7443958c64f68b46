import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { tableOf } from '../db/schema';
import type { DemoPark } from './park-structure';
import { insertRow as insert } from './reference-data';

type Row = Record<string, unknown>;
type Period = Row & { steps?: Row[] };

const add = (tx: Db, module: string, park: DemoPark, values: Row) =>
  insert(tx, module, { parkId: park.id, companyId: park.companyId, ...values });

async function idByName(tx: Db, module: string, key: string, park: DemoPark, name: string): Promise<number> {
  const t = tableOf(module);
  const [row] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.parkId, park.id), eq(t[key] as never, name as never)));
  if (!row) throw new Error(`demo ${module} ${name} missing`);
  return Number(row.id);
}

const carType = (tx: Db, park: DemoPark, name: string) => idByName(tx, 'parkCarType', 'carTypeName', park, name);
const area = (tx: Db, park: DemoPark, name: string) => idByName(tx, 'baseParkArea', 'areaName', park, name);

async function areaRule(tx: Db, park: DemoPark, feeRuleId: number, sort: number, rule: Row, periods: Period[]) {
  const areaFeeRuleId = await add(tx, 'parkAreaFeeRuleEX', park, { feeRuleId, sort, ...rule });
  for (const [i, { steps = [], ...p }] of periods.entries()) {
    const periodId = await add(tx, 'parkFeeRuleEXTimePeriod', park, { areaFeeRuleId, sort: i + 1, ...p });
    for (const s of steps) await add(tx, 'parkFeeRuleEXSubTimePeriod', park, { periodId, ...s });
  }
}

const wholeDay = (p: Row): Period => ({ startMinute: 0, endMinute: 1440, ...p });

/**
 * Fee rules for the demo parks, so a fresh start prices stays: a rule set for each closed park (the plaza
 * last, since tests add rows to a company's newest rule), a simple rule for the subsidiary's park and one
 * for each roadside park.
 */
export async function seedFeeRules(tx: Db, parks: Record<string, DemoPark>): Promise<void> {
  const sun = parks['P-A-001'] as DemoPark;
  const sunSet = await add(tx, 'parkFeeRule', sun, { ruleName: '阳光花园标准收费', state: 1, weekendIsHoliday: false });
  // monthly cars pay nothing; the second basement is a ladder: 5 yuan the first 2 hours, then 3 yuan an hour
  await areaRule(
    tx,
    sun,
    sunSet,
    1,
    { carTypeId: await carType(tx, sun, '月租车'), feeMode: 'flat', flatPrice: 0 },
    [],
  );
  await areaRule(
    tx,
    sun,
    sunSet,
    2,
    {
      areaId: await area(tx, sun, '地下二层'),
      feeMode: 'ladder',
      freeMinutes: 15,
      cycleMinutes: 1440,
      capPerCycle: 4000,
    },
    [wholeDay({ firstMinutes: 120, firstPrice: 500, unitMinutes: 60, unitPrice: 300 })],
  );
  // everyone else: 15 minutes free, first hour 5 yuan, then 2 yuan per 30 minutes, 30 yuan per 24 hours
  await areaRule(tx, sun, sunSet, 3, { feeMode: 'cycle24', freeMinutes: 15, capPerCycle: 3000 }, [
    wholeDay({ firstMinutes: 60, firstPrice: 500, unitMinutes: 30, unitPrice: 200 }),
  ]);

  const lake = parks['P-B-001'] as DemoPark;
  const lakeSet = await add(tx, 'parkFeeRule', lake, { ruleName: '东湖自然日收费', state: 1, weekendIsHoliday: true });
  await areaRule(
    tx,
    lake,
    lakeSet,
    1,
    { carTypeId: await carType(tx, lake, '月租车'), feeMode: 'flat', flatPrice: 0 },
    [],
  );
  await areaRule(tx, lake, lakeSet, 2, { feeMode: 'naturalDay', freeMinutes: 30, capPerCycle: 2000 }, [
    wholeDay({ firstMinutes: 60, firstPrice: 300, unitMinutes: 60, unitPrice: 200 }),
    wholeDay({ holiday: true, firstMinutes: 60, firstPrice: 500, unitMinutes: 60, unitPrice: 300 }),
  ]);

  const plaza = parks['P-A-002'] as DemoPark;
  const plazaSet = await add(tx, 'parkFeeRule', plaza, {
    ruleName: '世纪广场分时段收费',
    state: 1,
    weekendIsHoliday: false,
    remark: '白天 08:00-20:00 首小时 6 元，之后每 30 分钟 3 元；夜间每小时 1 元，夜间最多 10 元',
  });
  await areaRule(
    tx,
    plaza,
    plazaSet,
    1,
    { carTypeId: await carType(tx, plaza, '月租车'), feeMode: 'flat', flatPrice: 0 },
    [],
  );
  await areaRule(
    tx,
    plaza,
    plazaSet,
    2,
    { carTypeId: await carType(tx, plaza, 'VIP 车'), feeMode: 'flat', flatPrice: 2000 },
    [],
  );
  await areaRule(tx, plaza, plazaSet, 3, { feeMode: 'dayNight', freeMinutes: 15, capPerCycle: 5000 }, [
    { startMinute: 480, endMinute: 1200, firstMinutes: 60, firstPrice: 600, unitMinutes: 30, unitPrice: 300 },
    { startMinute: 1200, endMinute: 480, firstMinutes: 0, firstPrice: 0, unitMinutes: 60, unitPrice: 100, cap: 1000 },
  ]);

  const south = parks['P-A2-001'] as DemoPark;
  await add(tx, 'feeRule', south, {
    ruleName: '南桥新苑临时车',
    feeMode: 'cycle24',
    freeMinutes: 30,
    firstMinutes: 120,
    firstPrice: 500,
    unitMinutes: 60,
    unitPrice: 100,
    capPerCycle: 1500,
    flatPrice: 0,
    state: 1,
  });
  for (const code of ['R-A-001', 'R-B-001']) {
    await add(tx, 'platParkFeeRule', parks[code] as DemoPark, {
      ruleName: '路侧临时停车',
      feeMode: 'cycle24',
      freeMinutes: 15,
      firstMinutes: 60,
      firstPrice: 400,
      unitMinutes: 30,
      unitPrice: 200,
      capPerCycle: 6000,
      flatPrice: 0,
      state: 1,
    });
  }
}
