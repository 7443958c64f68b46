import { randomBytes } from 'node:crypto';
import { formatLocalDate, parseLocalDateTime } from '@parking/domain';
import {
  attendanceGroupResource,
  attendanceShiftResource,
  deviceKind,
  doorAreaResource,
  doorDayTemplateResource,
  doorDeptResource,
  doorDeviceResource,
  doorDirection,
  doorEmployeeResource,
  doorEventResource,
  doorGateResource,
  doorGrantResource,
  doorPassKind,
  doorReaderKind,
  doorVerdict,
  doorWeekPlanResource,
  enabledState,
  examineState,
  gateDeviceResource,
  parkKind,
  parkResource,
} from '@parking/resources';
import { and, asc, inArray, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import { insertRow as insert } from '../../seed/insert-row';
import { seedDemoDoorAlerts } from './demo-door-alerts.seed';

const { enabled } = enabledState.values;
const people = [
  ['01', '王伟', '物业部', 'card'],
  ['02', '李娜', '物业部', 'face'],
  ['03', '张强', '保安队', 'face'],
  ['04', '陈静', '保安队', 'card'],
  ['05', '刘洋', '保洁组', 'face'],
] as const;

/**
 * Door access of the demo companies' off-street parks: departments, hours, employees (one waiting for review),
 * an area with two doors and their readers in each park, grants, and two weeks of passes for the statistics,
 * the event list and attendance.
 */
export async function seedDemoDoors(tx: Tx, companyIds: number[], timeZone: string): Promise<void> {
  const p = tableOf(parkResource);
  const parks = await tx
    .select({ id: p.id, companyId: p.companyId, parkName: p.parkName })
    .from(p)
    .where(and(inArray(p.companyId, companyIds), ne(p.parkKind, parkKind.values.roadside), isNull(p.deletedAt)))
    .orderBy(asc(p.id));
  const companies = [...new Set(parks.map((park) => park.companyId))];
  const byCompany = new Map<number, Awaited<ReturnType<typeof companyDoors>>>();
  for (const [i, companyId] of companies.entries()) byCompany.set(companyId, await companyDoors(tx, companyId, i));
  for (const [i, park] of parks.entries()) {
    const company = byCompany.get(park.companyId);
    if (company) await parkDoors(tx, { ...park }, company, i, timeZone);
    await seedDemoDoorAlerts(tx, park, i, timeZone);
  }
}

async function companyDoors(tx: Tx, companyId: number, n: number) {
  const depts = new Map<string, number>();
  const top = await insert(tx, doorDeptResource, { companyId, deptName: '物业服务中心', sort: 0 });
  for (const [i, name] of ['物业部', '保安队', '保洁组'].entries()) {
    depts.set(name, await insert(tx, doorDeptResource, { companyId, deptName: name, parentId: top, sort: i + 1 }));
  }
  const office = await insert(tx, doorDayTemplateResource, {
    companyId,
    templateName: '办公时间',
    start1: '08:30',
    end1: '18:30',
  });
  const allDay = await insert(tx, doorDayTemplateResource, {
    companyId,
    templateName: '全天',
    start1: '00:00',
    end1: '23:59',
  });
  const year = new Date().getFullYear();
  const weekdays = await insert(tx, doorWeekPlanResource, {
    companyId,
    planName: '工作日',
    monday: office,
    tuesday: office,
    wednesday: office,
    thursday: office,
    friday: office,
    holidays: `${year}-10-01,${year}-10-02,${year}-10-03`,
    remark: '节假日不开放',
  });
  const everyDay = await insert(tx, doorWeekPlanResource, {
    companyId,
    planName: '每天全天',
    monday: allDay,
    tuesday: allDay,
    wednesday: allDay,
    thursday: allDay,
    friday: allDay,
    saturday: allDay,
    sunday: allDay,
    holidayTemplateId: allDay,
  });
  const officeShift = await insert(tx, attendanceShiftResource, {
    companyId,
    shiftName: '行政班',
    workStart: '08:30',
    workEnd: '18:30',
    lateGraceMinutes: 10,
    earlyGraceMinutes: 10,
  });
  const guardShift = await insert(tx, attendanceShiftResource, {
    companyId,
    shiftName: '保安白班',
    workStart: '08:00',
    workEnd: '20:00',
    lateGraceMinutes: 5,
    earlyGraceMinutes: 0,
  });
  await insert(tx, attendanceGroupResource, {
    companyId,
    groupName: '物业服务中心考勤组',
    deptId: top,
    shiftId: officeShift,
    holidays: `${year}-10-01,${year}-10-02,${year}-10-03`,
    state: enabled,
  });
  await insert(tx, attendanceGroupResource, {
    companyId,
    groupName: '保安队考勤组',
    deptId: depts.get('保安队') ?? top,
    shiftId: guardShift,
    saturday: true,
    sunday: true,
    state: enabled,
    remark: '每天上班，轮休另行安排',
  });
  const employees: { id: number; empNo: string; empName: string; cardNo: string; pass: 'card' | 'face' }[] = [];
  for (const [no, empName, dept, pass] of people) {
    const empNo = `E${n + 1}${no}`;
    const cardNo = `C${n + 1}${no}88`;
    const id = await insert(tx, doorEmployeeResource, {
      companyId,
      empNo,
      empName,
      deptId: depts.get(dept) ?? null,
      phone: `1380000${n}${no}0`.slice(0, 11),
      cardNo,
      qrCode: randomBytes(16).toString('hex'),
      state: enabled,
      examineState: examineState.values.approved,
      examineBy: 'admin',
      examineTime: new Date(),
    });
    employees.push({ id, empNo, empName, cardNo, pass });
  }
  await insert(tx, doorEmployeeResource, {
    companyId,
    empNo: `E${n + 1}90`,
    empName: '赵敏',
    deptId: depts.get('保洁组') ?? null,
    qrCode: randomBytes(16).toString('hex'),
    state: enabled,
    examineState: examineState.values.pending,
    remark: '新入职，等待审核',
  });
  return { depts, weekdays, everyDay, employees, guards: depts.get('保安队') ?? top, top };
}

async function parkDoors(
  tx: Tx,
  park: { id: number; companyId: number; parkName: string },
  company: Awaited<ReturnType<typeof companyDoors>>,
  n: number,
  timeZone: string,
): Promise<void> {
  const at = { parkId: park.id, companyId: park.companyId };
  const area = await insert(tx, doorAreaResource, { ...at, areaName: '1号楼', sort: 1 });
  const doors: { id: number; reader: number }[] = [];
  for (const [i, doorName] of ['1号楼大堂门', '1号楼后门'].entries()) {
    const door = await insert(tx, doorGateResource, {
      ...at,
      areaId: area,
      doorName,
      direction: doorDirection.values.both,
      state: enabled,
    });
    const deviceCode = `DOOR-${park.id}-${i + 1}`;
    await insert(tx, gateDeviceResource, {
      ...at,
      deviceCode,
      deviceName: `${doorName}读头`,
      deviceKind: deviceKind.values.doorReader,
      state: enabled,
      online: false,
    });
    const reader = await insert(tx, doorDeviceResource, {
      ...at,
      deviceName: `${doorName}读头`,
      doorId: door,
      deviceCode,
      readerKind: doorReaderKind.values.combined,
    });
    doors.push({ id: door, reader });
  }
  const [front, back] = doors;
  if (!front || !back) return;
  await insert(tx, doorGrantResource, {
    ...at,
    doorId: front.id,
    deptId: company.top,
    weekPlanId: company.weekdays,
    state: enabled,
    remark: '物业服务中心工作日通行',
  });
  await insert(tx, doorGrantResource, {
    ...at,
    doorId: back.id,
    deptId: company.guards,
    weekPlanId: company.everyDay,
    state: enabled,
    remark: '保安队全天巡逻',
  });
  // two weeks of weekday passes at the front door: in around nine, out around six; a stranger now and then
  const today = formatLocalDate(new Date(), timeZone);
  const day0 = Date.parse(`${today}T00:00:00Z`);
  let serial = 0;
  for (let d = 14; d >= 1; d--) {
    const date = new Date(day0 - d * 86_400_000);
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const local = date.toISOString().slice(0, 10);
    for (const [k, e] of company.employees.entries()) {
      const minute = (n * 7 + k * 11 + d * 3) % 50;
      for (const time of [`08:${String(minute + 5).padStart(2, '0')}:12`, `18:${String(minute).padStart(2, '0')}:40`]) {
        const eventTime = parseLocalDateTime(`${local} ${time}`, timeZone);
        if (!eventTime) continue;
        serial++;
        await insert(tx, doorEventResource, {
          ...at,
          eventTime,
          doorId: front.id,
          doorDeviceId: front.reader,
          employeeId: e.id,
          personName: e.empName,
          passKind: e.pass === 'card' ? doorPassKind.values.card : doorPassKind.values.face,
          credential: e.pass === 'card' ? e.cardNo : e.empNo,
          verdict: doorVerdict.values.opened,
          eventKey: `demo:${park.id}:${serial}`,
        });
      }
    }
    if (d % 3 === 0) {
      const eventTime = parseLocalDateTime(`${local} 21:17:05`, timeZone);
      if (!eventTime) continue;
      serial++;
      await insert(tx, doorEventResource, {
        ...at,
        eventTime,
        doorId: front.id,
        doorDeviceId: front.reader,
        passKind: doorPassKind.values.card,
        credential: 'C0000000',
        verdict: doorVerdict.values.unknownPerson,
        eventKey: `demo:${park.id}:${serial}`,
      });
    }
  }
}
