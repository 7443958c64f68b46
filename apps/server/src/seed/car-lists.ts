import {
  blackListResource,
  enabledState,
  manageBookResource,
  manageBookState,
  noninductiveChannel,
  noninductiveTypeResource,
  plateCorrectionResource,
  whiteListResource,
  whiteListStatus,
} from '@parking/resources';
import type { Tx } from '../db/connection';
import { at, type DemoParks } from './demo-parks';
import { insertRow as insert } from './insert-row';

const daysFromNow = (d: number) => new Date(Date.now() + d * 86_400_000);

/** White and black list entries, registrations awaiting review and contactless payment types of the demo parks. */
export async function seedCarLists(tx: Tx, parks: DemoParks): Promise<void> {
  const { sun, plaza, lake } = parks;
  const { approved, pending } = whiteListStatus.values;
  const whites = [
    [sun, '沪A66666', '物业经理 王伟', approved, '常驻工作车辆'],
    [sun, '沪AD12345', '保洁公司 李娜', approved, '保洁班车'],
    [plaza, '沪B88888', '商场总经理 陈静', approved, null],
    [plaza, '苏E12345', '供应商 张强', pending, '等待商场确认'],
    [lake, '浙A99999', '社区民警 刘洋', approved, '巡逻车辆'],
  ] as const;
  for (const [park, plateNumber, ownerName, dataStatus, remark] of whites) {
    await insert(tx, whiteListResource, {
      ...at(park),
      plateNumber,
      ownerName,
      dataStatus,
      remark,
      startTime: daysFromNow(-30),
      endTime: daysFromNow(335),
      auditTime: dataStatus === approved ? daysFromNow(-30) : null,
    });
  }

  const blacks = [
    [sun, '沪C44444', '多次逃费，累计欠费 326 元', -60, null],
    [sun, '皖A12345', '损坏道闸', -10, 80],
    [plaza, '沪A11111', '恶意占用充电车位', -5, 25],
    [lake, '浙B54321', '拒不缴费', -100, null],
  ] as const;
  for (const [park, plateNumber, reason, from, until] of blacks) {
    await insert(tx, blackListResource, {
      ...at(park),
      plateNumber,
      reason,
      startTime: daysFromNow(from),
      endTime: until === null ? null : daysFromNow(until),
    });
  }

  await insert(tx, manageBookResource, {
    ...at(sun),
    plateNumber: '沪A52013',
    ownerName: '赵敏',
    phone: '13912345678',
    houseNo: '3幢1201',
    startTime: daysFromNow(0),
    endTime: daysFromNow(365),
    applyRemark: '新购车辆，申请登记进入小区',
    state: manageBookState.values.pending,
  });
  await insert(tx, manageBookResource, {
    ...at(sun),
    plateNumber: '沪A77777',
    ownerName: '孙丽',
    houseNo: '5幢0302',
    state: manageBookState.values.refused,
    refuseRemark: '房号与业主信息不符',
    auditTime: daysFromNow(-2),
  });

  await insert(tx, plateCorrectionResource, {
    ...at(plaza),
    wrongPlate: '沪A0B123',
    correctPlate: '沪A08123',
    state: enabledState.values.enabled,
    remark: '北门相机常把 8 识别为 B',
  });

  const { wechatCarOwnerService, alipayPlatePayment } = noninductiveChannel.values;
  for (const park of [sun, plaza]) {
    const type = { ...at(park), state: enabledState.values.enabled };
    await insert(tx, noninductiveTypeResource, {
      ...type,
      typeName: '微信无感支付',
      channel: wechatCarOwnerService,
      sort: 1,
    });
    await insert(tx, noninductiveTypeResource, {
      ...type,
      typeName: '支付宝车牌付',
      channel: alipayPlatePayment,
      sort: 2,
    });
  }
}
