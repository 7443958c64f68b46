import type { Db } from '../db/connection';
import { insertRow as insert } from './reference-data';

type Row = Record<string, unknown>;
export type DemoPark = { id: number; companyId: number };

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function add(tx: Db, module: string, park: DemoPark, values: Row): Promise<number> {
  return insert(tx, module, { parkId: park.id, companyId: park.companyId, ...values });
}

/** Berths numbered prefix001..., the first `taken` of them with a car in them since a while. */
async function berths(
  tx: Db,
  park: DemoPark,
  sectionId: number,
  o: { prefix: string; count: number; taken: number; plate: string; berthType?: number },
) {
  const rows = Array.from({ length: o.count }, (_, i) => {
    const taken = i < o.taken;
    return {
      parkId: park.id,
      companyId: park.companyId,
      sectionId,
      berthNo: `${o.prefix}${String(i + 1).padStart(3, '0')}`,
      berthType: o.berthType ?? 1,
      sensorNo: `MS-${o.prefix}${String(i + 1).padStart(4, '0')}`,
      hasCar: taken,
      plateNumber: taken ? `${o.plate}${String(10000 + ((i * 7919) % 89999)).slice(-5)}` : null,
      inTime: taken ? minutesAgo(15 + i * 11) : null,
      state: 1,
    };
  });
  for (const r of rows) await insert(tx, 'door/rdBerth', r);
}

async function carTypes(tx: Db, park: DemoPark, kinds: [string, number][]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, [carTypeName, carKind]] of kinds.entries()) {
    ids.push(await add(tx, 'parkCarType', park, { carTypeName, carKind, sort: i + 1, state: 1 }));
  }
  return ids;
}

async function carModels(tx: Db, park: DemoPark, models: [string, number, boolean][]) {
  for (const [i, [modelName, modelKind, bigCar]] of models.entries()) {
    await add(tx, 'plat/parkCarModel', park, { modelName, modelKind, bigCar, sort: i + 1, state: 1 });
  }
}

const exitTicket =
  '{parkName}\n车牌：{plateNumber}\n入场：{inTime}\n出场：{outTime}\n停车时长：{duration}\n应收：{fee} 元\n实收：{paid} 元\n谢谢惠顾，一路平安';

/** A roadside park: its berth sections and berths, its platform registration and its parameters. */
async function roadsidePark(
  tx: Db,
  park: DemoPark,
  o: { sections: [string, string, string][]; per: number; taken: number; plate: string; platform: Row },
) {
  for (const [i, [sectionName, roadName, prefix]] of o.sections.entries()) {
    const sectionId = await add(tx, 'curbPark/area', park, { sectionName, roadName, sort: i + 1, state: 1 });
    await berths(tx, park, sectionId, { prefix, count: o.per, taken: o.taken, plate: o.plate });
  }
  await add(tx, 'plat/RdaPark', park, o.platform);
  await add(tx, 'plat/RdParameter', park, {
    freeMinutes: 15,
    escapeMinutes: 60,
    maxStayHours: 0,
    pdaUploadSeconds: 30,
    remark: '路侧默认参数',
  });
  await carTypes(tx, park, [['临时车', 0]]);
}

/**
 * Areas, booths, gates, car types and models, berths and the rest for the demo parks, so every parks
 * page shows rows on a fresh start. Within a company the park laid out last gets its rows last.
 */
export async function seedParkStructure(tx: Db, parks: Record<string, DemoPark>): Promise<void> {
  const roadA = parks['R-A-001'] as DemoPark;
  await roadsidePark(tx, roadA, {
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
      syncState: 2,
      lastSyncAt: minutesAgo(60 * 20),
    },
  });

  const sun = parks['P-A-001'] as DemoPark;
  const b1 = await add(tx, 'baseParkArea', sun, {
    areaName: '地下一层',
    totalStalls: 200,
    freeStalls: 50,
    examineState: 1,
    sort: 1,
    state: 1,
  });
  await add(tx, 'baseParkArea', sun, {
    areaName: '地下二层',
    totalStalls: 120,
    freeStalls: 37,
    examineState: 1,
    sort: 2,
    state: 1,
  });
  const eastBox = await add(tx, 'baseParkBox', sun, {
    boxName: '东门岗亭',
    areaId: b1,
    hostAddress: '192.168.10.21',
    phone: '13800010001',
    watchdog: true,
    lastHeartbeatAt: minutesAgo(1),
    state: 1,
  });
  await add(tx, 'baseParkGate', sun, {
    gateName: '东门入口',
    gateCode: 'E-IN',
    gateType: 1,
    areaId: b1,
    boxId: eastBox,
    allowTempCar: true,
    state: 1,
  });
  await add(tx, 'baseParkGate', sun, {
    gateName: '东门出口',
    gateCode: 'E-OUT',
    gateType: 2,
    areaId: b1,
    boxId: eastBox,
    allowTempCar: true,
    state: 1,
  });
  await carTypes(tx, sun, [
    ['临时车', 0],
    ['月租车', 1],
    ['储值车', 6],
  ]);
  await carModels(tx, sun, [
    ['小型车', 1, false],
    ['大型车', 2, true],
  ]);
  await add(tx, 'parkprinttemplate', sun, {
    templateName: '出场小票',
    templateType: 2,
    paperWidth: 58,
    content: exitTicket,
    isDefault: true,
    state: 1,
  });
  await add(tx, 'baseParkinfoExtend', sun, {
    businessHours: '全天 24 小时',
    contactPhone: '021-58880001',
    heightLimit: '2.10',
    chargingPiles: 12,
    feeDescription: '首小时 5 元，之后每小时 3 元，当日最高 40 元',
    introduction: '阳光花园小区配套地下停车场，共两层。',
    trafficGuide: '阳光路东门进入，沿指示牌下行。',
  });

  const plaza = parks['P-A-002'] as DemoPark;
  const ground = await add(tx, 'baseParkArea', plaza, {
    areaName: '地面停车区',
    totalStalls: 150,
    freeStalls: 40,
    bigCarStalls: 20,
    bigCarRemain: 8,
    examineState: 1,
    sort: 1,
    state: 1,
  });
  const garage = await add(tx, 'baseParkArea', plaza, {
    areaName: '地下停车库',
    totalStalls: 400,
    freeStalls: 100,
    examineState: 1,
    sort: 2,
    state: 1,
  });
  await add(tx, 'baseParkArea', plaza, {
    areaName: '立体车库',
    parentId: ground,
    totalStalls: 40,
    freeStalls: 12,
    stereoGarage: true,
    examineState: 0,
    sort: 3,
    state: 1,
  });
  const vip = await add(tx, 'baseParkArea', plaza, {
    areaName: 'VIP 区',
    parentId: garage,
    totalStalls: 30,
    freeStalls: 6,
    examineState: 1,
    sort: 4,
    state: 1,
  });
  const northBox = await add(tx, 'baseParkBox', plaza, {
    boxName: '北门岗亭',
    areaId: ground,
    hostAddress: '192.168.20.11',
    phone: '13800020001',
    watchdog: true,
    lastHeartbeatAt: minutesAgo(45),
    state: 1,
  });
  const southBox = await add(tx, 'baseParkBox', plaza, {
    boxName: '南门岗亭',
    areaId: vip,
    hostAddress: '192.168.20.12',
    watchdog: false,
    state: 1,
  });
  const northIn = await add(tx, 'baseParkGate', plaza, {
    gateName: '北门入口',
    gateCode: 'N-IN',
    gateType: 1,
    areaId: ground,
    boxId: northBox,
    allowTempCar: true,
    state: 1,
  });
  await add(tx, 'baseParkGate', plaza, {
    gateName: '北门出口',
    gateCode: 'N-OUT',
    gateType: 2,
    areaId: ground,
    boxId: northBox,
    allowTempCar: true,
    state: 1,
  });
  await add(tx, 'baseParkGate', plaza, {
    gateName: '南门出入口',
    gateCode: 'S-IO',
    gateType: 3,
    areaId: vip,
    boxId: southBox,
    allowTempCar: false,
    state: 1,
  });
  const [, monthly] = await carTypes(tx, plaza, [
    ['临时车', 0],
    ['月租车', 1],
    ['VIP 车', 5],
    ['储值车', 6],
  ]);
  await add(tx, 'gateIoTime', plaza, {
    gateId: northIn,
    carTypeId: monthly,
    ruleType: 1,
    periods: [{ startTime: '06:00', endTime: '23:30' }],
  });
  await carModels(tx, plaza, [
    ['小型车', 1, false],
    ['大型车', 2, true],
    ['新能源小型车', 3, false],
  ]);
  const booking = await add(tx, 'curbPark/area', plaza, {
    sectionName: '广场预约泊位',
    roadName: '世纪广场北侧',
    sort: 1,
    state: 1,
  });
  await berths(tx, plaza, booking, { prefix: 'P', count: 6, taken: 2, plate: '沪B', berthType: 5 });
  await add(tx, 'parkprinttemplate', plaza, {
    templateName: '缴费凭证',
    templateType: 3,
    paperWidth: 80,
    content: '{parkName} 缴费凭证\n车牌：{plateNumber}\n金额：{paid} 元\n时间：{payTime}',
    isDefault: true,
    state: 1,
  });
  await add(tx, 'garagead', plaza, {
    title: '世纪广场周末停车优惠',
    imageUrl: '/static/ads/plaza-weekend.png',
    linkUrl: `/h5/advert?parkId=${plaza.id}`,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    sort: 1,
    state: 1,
  });
  await add(tx, 'baseParkinfoExtend', plaza, {
    businessHours: '07:00-24:00',
    contactPhone: '021-58880002',
    heightLimit: '2.20',
    chargingPiles: 20,
    feeDescription: '每小时 6 元，当日最高 60 元；立体车库仅限小型车',
    introduction: '世纪广场配套停车场，地面、地下和立体车库。',
  });
  await add(tx, 'plat/parkCommand', plaza, { command: 'syncWhiteList', state: 0 });

  const south = parks['P-A2-001'] as DemoPark;
  const southArea = await add(tx, 'baseParkArea', south, {
    areaName: '地面停车场',
    totalStalls: 150,
    freeStalls: 66,
    examineState: 0,
    sort: 1,
    state: 1,
  });
  const southBooth = await add(tx, 'baseParkBox', south, { boxName: '南桥岗亭', areaId: southArea, state: 1 });
  await add(tx, 'baseParkGate', south, {
    gateName: '小区出入口',
    gateType: 3,
    areaId: southArea,
    boxId: southBooth,
    allowTempCar: true,
    state: 1,
  });
  await carTypes(tx, south, [
    ['临时车', 0],
    ['月租车', 1],
  ]);

  const lake = parks['P-B-001'] as DemoPark;
  const east = await add(tx, 'baseParkArea', lake, {
    areaName: '东区',
    totalStalls: 110,
    freeStalls: 20,
    examineState: 1,
    sort: 1,
    state: 1,
  });
  await add(tx, 'baseParkArea', lake, {
    areaName: '西区',
    totalStalls: 100,
    freeStalls: 15,
    examineState: 1,
    sort: 2,
    state: 1,
  });
  const lakeBox = await add(tx, 'baseParkBox', lake, {
    boxName: '东湖岗亭',
    areaId: east,
    watchdog: true,
    lastHeartbeatAt: minutesAgo(2),
    state: 1,
  });
  await add(tx, 'baseParkGate', lake, { gateName: '东湖入口', gateType: 1, areaId: east, boxId: lakeBox, state: 1 });
  await add(tx, 'baseParkGate', lake, { gateName: '东湖出口', gateType: 2, areaId: east, boxId: lakeBox, state: 1 });
  await carTypes(tx, lake, [
    ['临时车', 0],
    ['月租车', 1],
  ]);
  await carModels(tx, lake, [['小型车', 1, false]]);
  await add(tx, 'baseParkinfoExtend', lake, { businessHours: '全天 24 小时', chargingPiles: 4 });

  await roadsidePark(tx, parks['R-B-001'] as DemoPark, {
    sections: [['解放路北段', '解放路', 'J']],
    per: 36,
    taken: 27,
    plate: '浙A',
    platform: { platName: '杭州市城市大脑停车系统', platParkCode: 'HZ-SC-0301', syncState: 0 },
  });
}
