import { formatLocalDate, parseLocalDateTime } from '@parking/domain';
import {
  carApplyResource,
  carApplyState,
  type DictValue,
  monthPassResource,
  passGroupResource,
  passKind,
  passPaymentResource,
  passRenewalKind,
  passState,
  payWay,
} from '@parking/resources';
import type { Tx } from '../db/connection';
import { at, type DemoPark, type DemoParks } from './demo-parks';
import { insertRow as insert } from './insert-row';

type PassSeed = {
  plate: string;
  owner: string;
  kind: DictValue<typeof passKind>;
  fee: number;
  endIn: number;
  months: number;
  state?: DictValue<typeof passState>;
  pausedDaysAgo?: number;
  group?: number;
};

/** Passes of the demo parks: some about to run out, one paused, one VIP, two sharing a stall. */
export async function seedMonthlyPasses(tx: Tx, parks: DemoParks, timeZone: string): Promise<void> {
  const now = Date.now();
  const day = (offset: number) => formatLocalDate(new Date(now + offset * 86_400_000), timeZone);
  const atTime = (date: string, time: string) => {
    const t = parseLocalDateTime(`${date} ${time}`, timeZone);
    if (!t) throw new Error(`not a local time: ${date} ${time}`);
    return t;
  };
  const { sun, plaza, lake } = parks;
  const { monthly, yearly, quarterly, vip } = passKind.values;
  const shared = await insert(tx, passGroupResource, {
    ...at(plaza),
    groupName: 'A栋共享车位',
    stallCount: 1,
    remark: '一家两车共用一个车位',
  });
  const plan: [DemoPark, PassSeed[]][] = [
    [
      sun,
      [
        { plate: '沪D12345', owner: '张伟', kind: monthly, fee: 30000, endIn: 3, months: 1 },
        { plate: '沪D23456', owner: '李娜', kind: quarterly, fee: 28000, endIn: 45, months: 3 },
        {
          plate: '沪D34567',
          owner: '王强',
          kind: monthly,
          fee: 30000,
          endIn: 20,
          months: 1,
          state: passState.values.paused,
          pausedDaysAgo: 5,
        },
        { plate: '沪D45678', owner: '刘洋', kind: vip, fee: 0, endIn: 300, months: 12 },
        { plate: '沪D78901', owner: '杨帆', kind: monthly, fee: 30000, endIn: -3, months: 1 },
      ],
    ],
    [
      plaza,
      [
        { plate: '沪D56789', owner: '陈静', kind: monthly, fee: 30000, endIn: 6, months: 1, group: shared },
        { plate: '沪D67890', owner: '陈静', kind: monthly, fee: 30000, endIn: 6, months: 1, group: shared },
      ],
    ],
    [
      lake,
      [
        { plate: '浙B12345', owner: '赵磊', kind: yearly, fee: 25000, endIn: 200, months: 12 },
        { plate: '浙B54321', owner: '孙丽', kind: monthly, fee: 25000, endIn: 2, months: 1 },
      ],
    ],
  ];
  for (const [park, passes] of plan) {
    for (const p of passes) {
      const end = atTime(day(p.endIn), '23:59:59');
      const grantId = await insert(tx, monthPassResource, {
        ...at(park),
        plateNumber: p.plate,
        ownerName: p.owner,
        ownerPhone: `1390000${String(1000 + passes.indexOf(p)).slice(-4)}`,
        passKind: p.kind,
        groupId: p.group ?? null,
        monthlyFee: p.fee,
        startTime: atTime(day(p.endIn - p.months * 30 + 1), '00:00:00'),
        endTime: end,
        state: p.state ?? passState.values.active,
        pausedAt: p.pausedDaysAgo ? new Date(now - p.pausedDaysAgo * 86_400_000) : null,
      });
      await insert(tx, passPaymentResource, {
        ...at(park),
        grantId,
        groupId: p.group ?? null,
        plateNumber: p.plate,
        renewalKind: passRenewalKind.values.newPass,
        payWay: p.kind === vip ? payWay.values.free : payWay.values.wechat,
        money: p.fee * p.months,
        months: p.months,
        days: 0,
        newEndTime: end,
        operatorName: 'company_a',
        paidAt: atTime(day(p.endIn - p.months * 30 + 1), '09:30:00'),
      });
    }
  }
  await insert(tx, carApplyResource, {
    ...at(sun),
    plateNumber: '沪D88888',
    ownerName: '周敏',
    ownerPhone: '13900008888',
    passKind: monthly,
    months: 3,
    monthlyFee: 30000,
    state: carApplyState.values.submitted,
    remark: '新购车位，申请季度月卡',
  });
}
