import { formatLocalDate, parseLocalDateTime } from '@parking/domain';
import type { Db } from '../db/connection';
import type { DemoPark } from './park-structure';
import { insertRow as insert } from './reference-data';

type PassSeed = {
  plate: string;
  owner: string;
  kind: number;
  fee: number;
  endIn: number;
  months: number;
  state?: number;
  pausedDaysAgo?: number;
  group?: number;
};

/** Passes of the demo parks: some about to run out, one paused, one VIP, two sharing a stall. */
export async function seedMonthlyPasses(tx: Db, parks: Record<string, DemoPark>, timeZone: string): Promise<void> {
  const now = Date.now();
  const day = (offset: number) => formatLocalDate(new Date(now + offset * 86_400_000), timeZone);
  const at = (date: string, time: string) => parseLocalDateTime(`${date} ${time}`, timeZone) as Date;
  const sun = parks['P-A-001'] as DemoPark;
  const plaza = parks['P-A-002'] as DemoPark;
  const east = parks['P-B-001'] as DemoPark;
  const shared = await insert(tx, 'parkCarBitGroup', {
    parkId: plaza.id,
    companyId: plaza.companyId,
    groupName: 'A栋共享车位',
    stallCount: 1,
    remark: '一家两车共用一个车位',
  });
  const plan: [DemoPark, PassSeed[]][] = [
    [
      sun,
      [
        { plate: '沪D12345', owner: '张伟', kind: 1, fee: 30000, endIn: 3, months: 1 },
        { plate: '沪D23456', owner: '李娜', kind: 2, fee: 28000, endIn: 45, months: 3 },
        { plate: '沪D34567', owner: '王强', kind: 1, fee: 30000, endIn: 20, months: 1, state: 2, pausedDaysAgo: 5 },
        { plate: '沪D45678', owner: '刘洋', kind: 5, fee: 0, endIn: 300, months: 12 },
        { plate: '沪D78901', owner: '杨帆', kind: 1, fee: 30000, endIn: -3, months: 1 },
      ],
    ],
    [
      plaza,
      [
        { plate: '沪D56789', owner: '陈静', kind: 1, fee: 30000, endIn: 6, months: 1, group: shared },
        { plate: '沪D67890', owner: '陈静', kind: 1, fee: 30000, endIn: 6, months: 1, group: shared },
      ],
    ],
    [
      east,
      [
        { plate: '浙B12345', owner: '赵磊', kind: 3, fee: 25000, endIn: 200, months: 12 },
        { plate: '浙B54321', owner: '孙丽', kind: 1, fee: 25000, endIn: 2, months: 1 },
      ],
    ],
  ];
  for (const [park, passes] of plan) {
    for (const p of passes) {
      const end = at(day(p.endIn), '23:59:59');
      const grantId = await insert(tx, 'parkMonth', {
        parkId: park.id,
        companyId: park.companyId,
        plateNumber: p.plate,
        ownerName: p.owner,
        ownerPhone: `1390000${String(1000 + passes.indexOf(p)).slice(-4)}`,
        passKind: p.kind,
        groupId: p.group ?? null,
        monthlyFee: p.fee,
        startTime: at(day(p.endIn - p.months * 30 + 1), '00:00:00'),
        endTime: end,
        state: p.state ?? 1,
        pausedAt: p.pausedDaysAgo ? new Date(now - p.pausedDaysAgo * 86_400_000) : null,
      });
      await insert(tx, 'parkMonthPayment', {
        parkId: park.id,
        companyId: park.companyId,
        grantId,
        groupId: p.group ?? null,
        plateNumber: p.plate,
        renewalKind: 4,
        payWay: p.kind === 5 ? 9 : 2,
        money: p.fee * p.months,
        months: p.months,
        days: 0,
        newEndTime: end,
        operatorName: 'company_a',
        paidAt: at(day(p.endIn - p.months * 30 + 1), '09:30:00'),
      });
    }
  }
  await insert(tx, 'parkCarApply', {
    parkId: sun.id,
    companyId: sun.companyId,
    plateNumber: '沪D88888',
    ownerName: '周敏',
    ownerPhone: '13900008888',
    passKind: 1,
    months: 3,
    monthlyFee: 30000,
    state: 0,
    remark: '新购车位，申请季度月卡',
  });
}
