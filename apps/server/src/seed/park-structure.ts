import {
  areaResource,
  berthResource,
  berthSectionResource,
  berthType,
  boxResource,
  carKind,
  carModelKind,
  carModelResource,
  carTypeResource,
  commandState,
  type DictValue,
  enabledState,
  examineState,
  garageAdResource,
  gateIoRuleType,
  gateIoTimeResource,
  gateResource,
  gateType,
  parkCommandResource,
  parkCommandType,
  parkInfoExtendResource,
  platformSyncState,
  printTemplateResource,
  printTemplateType,
  rdaParkResource,
  rdParameterResource,
} from '@parking/resources';
import type { Tx } from '../db/connection';
import type { NewRowOf } from '../db/resource-table';
import { at, type DemoPark, type DemoParks } from './demo-parks';
import { insertRow as insert } from './insert-row';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const enabled = enabledState.values.enabled;
const { approved, pending } = examineState.values;
const { entry, exit, entryAndExit } = gateType.values;
const { temporary, monthly, vip: vipCar, storedValue } = carKind.values;
const { smallCar, largeVehicle, newEnergySmallCar } = carModelKind.values;

/** Berths numbered prefix001..., the first `taken` of them with a car in them since a while. */
async function berths(
  tx: Tx,
  park: DemoPark,
  sectionId: number,
  o: { prefix: string; count: number; taken: number; plate: string; berthType?: DictValue<typeof berthType> },
) {
  const rows = Array.from({ length: o.count }, (_, i) => {
    const taken = i < o.taken;
    return {
      ...at(park),
      sectionId,
      berthNo: `${o.prefix}${String(i + 1).padStart(3, '0')}`,
      berthType: o.berthType ?? berthType.values.standard,
      sensorNo: `MS-${o.prefix}${String(i + 1).padStart(4, '0')}`,
      hasCar: taken,
      plateNumber: taken ? `${o.plate}${String(10000 + ((i * 7919) % 89999)).slice(-5)}` : null,
      inTime: taken ? minutesAgo(15 + i * 11) : null,
      state: enabled,
    };
  });
  for (const r of rows) await insert(tx, berthResource, r);
}

async function carTypes(tx: Tx, park: DemoPark, kinds: [string, DictValue<typeof carKind>][]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, [carTypeName, kind]] of kinds.entries()) {
    ids.push(
      await insert(tx, carTypeResource, { ...at(park), carTypeName, carKind: kind, sort: i + 1, state: enabled }),
    );
  }
  return ids;
}

async function carModels(tx: Tx, park: DemoPark, models: [string, DictValue<typeof carModelKind>, boolean][]) {
  for (const [i, [modelName, modelKind, bigCar]] of models.entries()) {
    await insert(tx, carModelResource, { ...at(park), modelName, modelKind, bigCar, sort: i + 1, state: enabled });
  }
}

const exitTicket =
  '{parkName}\n车牌：{plateNumber}\n入场：{inTime}\n出场：{outTime}\n停车时长：{duration}\n应收：{fee} 元\n实收：{paid} 元\n谢谢惠顾，一路平安';

/** A roadside park: its berth sections and berths, its platform registration and its parameters. */
async function roadsidePark(
  tx: Tx,
  park: DemoPark,
  o: {
    sections: [string, string, string][];
    per: number;
    taken: number;
    plate: string;
    platform: Omit<NewRowOf<typeof rdaParkResource>, 'parkId' | 'companyId'>;
  },
) {
  for (const [i, [sectionName, roadName, prefix]] of o.sections.entries()) {
    const sectionId = await insert(tx, berthSectionResource, {
      ...at(park),
      sectionName,
      roadName,
      sort: i + 1,
      state: enabled,
    });
    await berths(tx, park, sectionId, { prefix, count: o.per, taken: o.taken, plate: o.plate });
  }
  await insert(tx, rdaParkResource, { ...at(park), ...o.platform });
  await insert(tx, rdParameterResource, {
    ...at(park),
    freeMinutes: 15,
    escapeMinutes: 60,
    maxStayHours: 0,
    pdaUploadSeconds: 30,
    remark: '路侧默认参数',
  });
  await carTypes(tx, park, [['临时车', temporary]]);
}

/**
 * Areas, booths, gates, car types and models, berths and the rest for the demo parks, so every parks
 * page shows rows on a fresh start. Within a company the park laid out last gets its rows last.
 */
export async function seedParkStructure(tx: Tx, parks: DemoParks): Promise<void> {
  await roadsidePark(tx, parks.roadA, {
    sections: [
      ['世纪大道东段', '世纪大道', 'E'],
      ['世纪大道西段', '世纪大道', 'W'],
    ],
    per: 24,
    taken: 18,
    plate: '沪A',
    platform: {
      platName: '上海市静态交通信息平台',
      platParkCode: 'SH-PD-R0001',
      syncState: platformSyncState.values.synced,
      lastSyncAt: minutesAgo(60 * 20),
    },
  });

  const sun = parks.sun;
  const b1 = await insert(tx, areaResource, {
    ...at(sun),
    areaName: '地下一层',
    totalStalls: 200,
    freeStalls: 50,
    examineState: approved,
    sort: 1,
    state: enabled,
  });
  await insert(tx, areaResource, {
    ...at(sun),
    areaName: '地下二层',
    totalStalls: 120,
    freeStalls: 37,
    examineState: approved,
    sort: 2,
    state: enabled,
  });
  const eastBox = await insert(tx, boxResource, {
    ...at(sun),
    boxName: '东门岗亭',
    areaId: b1,
    hostAddress: '192.168.10.21',
    phone: '13800010001',
    watchdog: true,
    lastHeartbeatAt: minutesAgo(1),
    state: enabled,
  });
  await insert(tx, gateResource, {
    ...at(sun),
    gateName: '东门入口',
    gateCode: 'E-IN',
    gateType: entry,
    areaId: b1,
    boxId: eastBox,
    allowTempCar: true,
    state: enabled,
  });
  await insert(tx, gateResource, {
    ...at(sun),
    gateName: '东门出口',
    gateCode: 'E-OUT',
    gateType: exit,
    areaId: b1,
    boxId: eastBox,
    allowTempCar: true,
    state: enabled,
  });
  await carTypes(tx, sun, [
    ['临时车', temporary],
    ['月租车', monthly],
    ['储值车', storedValue],
  ]);
  await carModels(tx, sun, [
    ['小型车', smallCar, false],
    ['大型车', largeVehicle, true],
  ]);
  await insert(tx, printTemplateResource, {
    ...at(sun),
    templateName: '出场小票',
    templateType: printTemplateType.values.exitTicket,
    paperWidth: 58,
    content: exitTicket,
    isDefault: true,
    state: enabled,
  });
  await insert(tx, parkInfoExtendResource, {
    ...at(sun),
    businessHours: '全天 24 小时',
    contactPhone: '021-58880001',
    heightLimit: '2.10',
    chargingPiles: 12,
    feeDescription: '首小时 5 元，之后每小时 3 元，当日最高 40 元',
    introduction: '阳光花园小区配套地下停车场，共两层。',
    trafficGuide: '阳光路东门进入，沿指示牌下行。',
  });

  const plaza = parks.plaza;
  const ground = await insert(tx, areaResource, {
    ...at(plaza),
    areaName: '地面停车区',
    totalStalls: 150,
    freeStalls: 40,
    bigCarStalls: 20,
    bigCarRemain: 8,
    examineState: approved,
    sort: 1,
    state: enabled,
  });
  const garage = await insert(tx, areaResource, {
    ...at(plaza),
    areaName: '地下停车库',
    totalStalls: 400,
    freeStalls: 100,
    examineState: approved,
    sort: 2,
    state: enabled,
  });
  await insert(tx, areaResource, {
    ...at(plaza),
    areaName: '立体车库',
    parentId: ground,
    totalStalls: 40,
    freeStalls: 12,
    stereoGarage: true,
    examineState: pending,
    sort: 3,
    state: enabled,
  });
  const vip = await insert(tx, areaResource, {
    ...at(plaza),
    areaName: 'VIP 区',
    parentId: garage,
    totalStalls: 30,
    freeStalls: 6,
    examineState: approved,
    sort: 4,
    state: enabled,
  });
  const northBox = await insert(tx, boxResource, {
    ...at(plaza),
    boxName: '北门岗亭',
    areaId: ground,
    hostAddress: '192.168.20.11',
    phone: '13800020001',
    watchdog: true,
    lastHeartbeatAt: minutesAgo(45),
    state: enabled,
  });
  const southBox = await insert(tx, boxResource, {
    ...at(plaza),
    boxName: '南门岗亭',
    areaId: vip,
    hostAddress: '192.168.20.12',
    watchdog: false,
    state: enabled,
  });
  const northIn = await insert(tx, gateResource, {
    ...at(plaza),
    gateName: '北门入口',
    gateCode: 'N-IN',
    gateType: entry,
    areaId: ground,
    boxId: northBox,
    allowTempCar: true,
    state: enabled,
  });
  await insert(tx, gateResource, {
    ...at(plaza),
    gateName: '北门出口',
    gateCode: 'N-OUT',
    gateType: exit,
    areaId: ground,
    boxId: northBox,
    allowTempCar: true,
    state: enabled,
  });
  await insert(tx, gateResource, {
    ...at(plaza),
    gateName: '南门出入口',
    gateCode: 'S-IO',
    gateType: entryAndExit,
    areaId: vip,
    boxId: southBox,
    allowTempCar: false,
    state: enabled,
  });
  const [, monthlyType] = await carTypes(tx, plaza, [
    ['临时车', temporary],
    ['月租车', monthly],
    ['VIP 车', vipCar],
    ['储值车', storedValue],
  ]);
  if (monthlyType === undefined) throw new Error('demo car type 月租车 missing');
  await insert(tx, gateIoTimeResource, {
    ...at(plaza),
    gateId: northIn,
    carTypeId: monthlyType,
    ruleType: gateIoRuleType.values.entry,
    periods: [{ startTime: '06:00', endTime: '23:30' }],
  });
  await carModels(tx, plaza, [
    ['小型车', smallCar, false],
    ['大型车', largeVehicle, true],
    ['新能源小型车', newEnergySmallCar, false],
  ]);
  const booking = await insert(tx, berthSectionResource, {
    ...at(plaza),
    sectionName: '广场预约泊位',
    roadName: '世纪广场北侧',
    sort: 1,
    state: enabled,
  });
  await berths(tx, plaza, booking, {
    prefix: 'P',
    count: 6,
    taken: 2,
    plate: '沪B',
    berthType: berthType.values.bookable,
  });
  await insert(tx, printTemplateResource, {
    ...at(plaza),
    templateName: '缴费凭证',
    templateType: printTemplateType.values.paymentReceipt,
    paperWidth: 80,
    content: '{parkName} 缴费凭证\n车牌：{plateNumber}\n金额：{paid} 元\n时间：{payTime}',
    isDefault: true,
    state: enabled,
  });
  await insert(tx, garageAdResource, {
    ...at(plaza),
    title: '世纪广场周末停车优惠',
    imageUrl: '/static/ads/plaza-weekend.png',
    linkUrl: `/h5/advert?parkId=${plaza.id}`,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    sort: 1,
    state: enabled,
  });
  await insert(tx, parkInfoExtendResource, {
    ...at(plaza),
    businessHours: '07:00-24:00',
    contactPhone: '021-58880002',
    heightLimit: '2.20',
    chargingPiles: 20,
    feeDescription: '每小时 6 元，当日最高 60 元；立体车库仅限小型车',
    introduction: '世纪广场配套停车场，地面、地下和立体车库。',
  });
  await insert(tx, parkCommandResource, {
    ...at(plaza),
    command: parkCommandType.values.syncWhiteList,
    state: commandState.values.waiting,
  });

  const south = parks.south;
  const southArea = await insert(tx, areaResource, {
    ...at(south),
    areaName: '地面停车场',
    totalStalls: 150,
    freeStalls: 66,
    examineState: pending,
    sort: 1,
    state: enabled,
  });
  const southBooth = await insert(tx, boxResource, {
    ...at(south),
    boxName: '南桥岗亭',
    areaId: southArea,
    state: enabled,
  });
  await insert(tx, gateResource, {
    ...at(south),
    gateName: '小区出入口',
    gateType: entryAndExit,
    areaId: southArea,
    boxId: southBooth,
    allowTempCar: true,
    state: enabled,
  });
  await carTypes(tx, south, [
    ['临时车', temporary],
    ['月租车', monthly],
  ]);

  const lake = parks.lake;
  const east = await insert(tx, areaResource, {
    ...at(lake),
    areaName: '东区',
    totalStalls: 110,
    freeStalls: 20,
    examineState: approved,
    sort: 1,
    state: enabled,
  });
  await insert(tx, areaResource, {
    ...at(lake),
    areaName: '西区',
    totalStalls: 100,
    freeStalls: 15,
    examineState: approved,
    sort: 2,
    state: enabled,
  });
  const lakeBox = await insert(tx, boxResource, {
    ...at(lake),
    boxName: '东湖岗亭',
    areaId: east,
    watchdog: true,
    lastHeartbeatAt: minutesAgo(2),
    state: enabled,
  });
  await insert(tx, gateResource, {
    ...at(lake),
    gateName: '东湖入口',
    gateType: entry,
    areaId: east,
    boxId: lakeBox,
    state: enabled,
  });
  await insert(tx, gateResource, {
    ...at(lake),
    gateName: '东湖出口',
    gateType: exit,
    areaId: east,
    boxId: lakeBox,
    state: enabled,
  });
  await carTypes(tx, lake, [
    ['临时车', temporary],
    ['月租车', monthly],
  ]);
  await carModels(tx, lake, [['小型车', smallCar, false]]);
  await insert(tx, parkInfoExtendResource, { ...at(lake), businessHours: '全天 24 小时', chargingPiles: 4 });

  await roadsidePark(tx, parks.roadB, {
    sections: [['解放路北段', '解放路', 'J']],
    per: 36,
    taken: 27,
    plate: '浙A',
    platform: {
      platName: '杭州市城市大脑停车系统',
      platParkCode: 'HZ-SC-0301',
      syncState: platformSyncState.values.notSynced,
    },
  });
}
