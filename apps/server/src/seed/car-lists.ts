import type { Db } from '../db/connection';
import type { DemoPark } from './park-structure';
import { insertRow as insert } from './reference-data';

const daysFromNow = (d: number) => new Date(Date.now() + d * 86_400_000);

/** White and black list entries, registrations awaiting review and contactless payment types of the demo parks. */
export async function seedCarLists(tx: Db, parks: Record<string, DemoPark>): Promise<void> {
  const sun = parks['P-A-001'] as DemoPark;
  const plaza = parks['P-A-002'] as DemoPark;
  const east = parks['P-B-001'] as DemoPark;
  const at = (park: DemoPark) => ({ parkId: park.id, companyId: park.companyId });

  const whites = [
    [sun, '沪A66666', '物业经理 王伟', 1, '常驻工作车辆'],
    [sun, '沪AD12345', '保洁公司 李娜', 1, '保洁班车'],
    [plaza, '沪B88888', '商场总经理 陈静', 1, null],
    [plaza, '苏E12345', '供应商 张强', 0, '等待商场确认'],
    [east, '浙A99999', '社区民警 刘洋', 1, '巡逻车辆'],
  ] as const;
  for (const [park, plateNumber, ownerName, dataStatus, remark] of whites) {
    await insert(tx, 'parkWhiteNew', {
      ...at(park),
      plateNumber,
      ownerName,
      dataStatus,
      remark,
      startTime: daysFromNow(-30),
      endTime: daysFromNow(335),
      auditTime: dataStatus ? daysFromNow(-30) : null,
    });
  }

  const blacks = [
    [sun, '沪C44444', '多次逃费，累计欠费 326 元', -60, null],
    [sun, '皖A12345', '损坏道闸', -10, 80],
    [plaza, '沪A11111', '恶意占用充电车位', -5, 25],
    [east, '浙B54321', '拒不缴费', -100, null],
  ] as const;
  for (const [park, plateNumber, reason, from, until] of blacks) {
    await insert(tx, 'parkBlackList', {
      ...at(park),
      plateNumber,
      reason,
      startTime: daysFromNow(from),
      endTime: until === null ? null : daysFromNow(until),
    });
  }

  await insert(tx, 'plat/managebook', {
    ...at(sun),
    plateNumber: '沪A52013',
    ownerName: '赵敏',
    phone: '13912345678',
    houseNo: '3幢1201',
    startTime: daysFromNow(0),
    endTime: daysFromNow(365),
    applyRemark: '新购车辆，申请登记进入小区',
    state: 0,
  });
  await insert(tx, 'plat/managebook', {
    ...at(sun),
    plateNumber: '沪A77777',
    ownerName: '孙丽',
    houseNo: '5幢0302',
    state: 2,
    refuseRemark: '房号与业主信息不符',
    auditTime: daysFromNow(-2),
  });

  await insert(tx, 'correctplateno', {
    ...at(plaza),
    wrongPlate: '沪A0B123',
    correctPlate: '沪A08123',
    state: 1,
    remark: '北门相机常把 8 识别为 B',
  });

  for (const park of [sun, plaza]) {
    await insert(tx, 'parkNoninductiveType', { ...at(park), typeName: '微信无感支付', channel: 1, sort: 1, state: 1 });
    await insert(tx, 'parkNoninductiveType', { ...at(park), typeName: '支付宝车牌付', channel: 2, sort: 2, state: 1 });
  }
}
