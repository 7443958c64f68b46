import { type DayWindows, doorHoursAt, parseHolidayList, windowsOf } from '@parking/domain';
import {
  type DictValue,
  doorDayTemplateResource,
  doorDeptResource,
  doorDeviceResource,
  doorEmployeeResource,
  doorEventResource,
  doorGateResource,
  doorGrantResource,
  doorPassKind,
  doorVerdict,
  doorWeekPlanResource,
  enabledState,
  examineState,
} from '@parking/resources';
import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connection';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';

type Verdict = DictValue<typeof doorVerdict>;
type PassKind = DictValue<typeof doorPassKind>;
type Employee = RowOf<typeof doorEmployeeResource>;
type Door = RowOf<typeof doorGateResource>;

/** The employee a credential names within a company, live, or null. */
export async function employeeByCredential(
  db: Db,
  companyId: number,
  passKind: PassKind,
  credential: string,
): Promise<Employee | null> {
  const t = tableOf(doorEmployeeResource);
  const column =
    passKind === doorPassKind.values.face ? t.empNo : passKind === doorPassKind.values.card ? t.cardNo : t.qrCode;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(column, credential), isNull(t.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** A department and the departments above it: a grant to any of them holds for its people. */
async function deptAndAbove(db: Db, deptId: number | null): Promise<number[]> {
  const t = tableOf(doorDeptResource);
  const out: number[] = [];
  let next = deptId;
  while (next != null && !out.includes(next) && out.length < 32) {
    out.push(next);
    const [row] = await db
      .select({ parentId: t.parentId })
      .from(t)
      .where(and(eq(t.id, next), isNull(t.deletedAt)));
    next = row?.parentId ?? null;
  }
  return out;
}

async function weekHoursOf(db: Db, planId: number) {
  const plans = tableOf(doorWeekPlanResource);
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), isNull(plans.deletedAt)));
  if (!plan) return null;
  const dayIds = [
    plan.monday,
    plan.tuesday,
    plan.wednesday,
    plan.thursday,
    plan.friday,
    plan.saturday,
    plan.sunday,
    plan.holidayTemplateId,
  ];
  const ids = [...new Set(dayIds.filter((id): id is number => id != null))];
  const t = tableOf(doorDayTemplateResource);
  const templates = ids.length
    ? await db
        .select()
        .from(t)
        .where(and(inArray(t.id, ids), isNull(t.deletedAt)))
    : [];
  const windows = new Map<number, DayWindows>(templates.map((r) => [r.id, windowsOf(r)]));
  const of = (id: number | null) => (id == null ? null : (windows.get(id) ?? null));
  const holidays = parseHolidayList(plan.holidays);
  return {
    days: dayIds.slice(0, 7).map(of),
    holiday: of(plan.holidayTemplateId),
    holidays: new Set('dates' in holidays ? holidays.dates : []),
  };
}

/**
 * Whether a person may pass a door at an instant: the door enabled, the person enabled and approved, and one of
 * the door's live grants to them (or to their department or one above it) valid then, whose week plan has the
 * door open at that wall-clock time of the operator's zone. Read fresh for every pass, so a revoked grant
 * refuses the next one.
 */
export async function doorVerdictFor(
  db: Db,
  door: Door,
  person: Employee | null,
  at: Date,
  timeZone: string,
): Promise<Verdict> {
  if (door.state !== enabledState.values.enabled) return doorVerdict.values.doorDisabled;
  if (!person) return doorVerdict.values.unknownPerson;
  if (person.state !== enabledState.values.enabled || person.examineState !== examineState.values.approved) {
    return doorVerdict.values.personDisabled;
  }
  const depts = await deptAndAbove(db, person.deptId);
  const g = tableOf(doorGrantResource);
  const grants = await db
    .select({ weekPlanId: g.weekPlanId })
    .from(g)
    .where(
      and(
        eq(g.doorId, door.id),
        eq(g.state, enabledState.values.enabled),
        isNull(g.deletedAt),
        or(eq(g.employeeId, person.id), depts.length ? inArray(g.deptId, depts) : undefined),
        or(isNull(g.validFrom), lte(g.validFrom, at)),
        or(isNull(g.validUntil), gt(g.validUntil, at)),
      ),
    );
  if (!grants.length) return doorVerdict.values.noGrant;
  let verdict: Verdict = doorVerdict.values.outsideTime;
  for (const { weekPlanId } of grants) {
    const week = await weekHoursOf(db, weekPlanId);
    if (!week) continue;
    const hours = doorHoursAt(week, at, timeZone);
    if (hours === 'open') return doorVerdict.values.opened;
    if (hours === 'holiday') verdict = doorVerdict.values.holiday;
  }
  return verdict;
}

/** The door reader a signed-in device is (by its code, within its park), with its door; null when it is none. */
export async function readerOfDevice(db: Db, device: { deviceCode: string; parkId: number }) {
  const d = tableOf(doorDeviceResource);
  const [reader] = await db
    .select()
    .from(d)
    .where(and(eq(d.deviceCode, device.deviceCode), eq(d.parkId, device.parkId), isNull(d.deletedAt)));
  if (!reader) return null;
  const doors = tableOf(doorGateResource);
  const [door] = await db
    .select()
    .from(doors)
    .where(and(eq(doors.id, reader.doorId), isNull(doors.deletedAt)));
  return door ? { reader, door } : null;
}

/** A pass already recorded under this device's event id, so a reader that sends it again gets the same answer. */
export async function recordedPass(db: Db | Tx, eventKey: string) {
  const t = tableOf(doorEventResource);
  const [row] = await db.select().from(t).where(eq(t.eventKey, eventKey));
  return row ?? null;
}
