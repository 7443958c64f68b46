import { ledEffect } from '@parking/domain';
import {
  areaResource,
  authorizeState,
  berthResource,
  berthSectionResource,
  cameraAuthorizationResource,
  cameraProtocol,
  type DictValue,
  deviceKind,
  deviceType,
  enabledState,
  gateDeviceResource,
  gateDirection,
  gateResource,
  guidanceBuildingResource,
  guidanceDeviceResource,
  guidanceDeviceTypeResource,
  guidanceGatewayResource,
  guidanceGroupResource,
  guidanceGroupType,
  guidanceSpaceResource,
  handheldResource,
  handheldVersionResource,
  ledColor,
  ledConfigLineResource,
  ledConfigResource,
  ledScene,
  lockPosition,
  manufacturerResource,
  parkParameterResource,
  roadsideConfigAreaResource,
  roadsideConfigResource,
  roadsideLedBindingResource,
  roadsideLedResource,
  roadsideSensorResource,
  sensorPeriodResource,
  sensorSensitivity,
  snCameraConfigResource,
  spaceKind,
  weekPart,
  wiredGroupResource,
  wirelessDeviceResource,
  wirelessVersionResource,
} from '@parking/resources';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { tableOf } from '../db/schema';
import { at, type DemoPark, type DemoParks } from './demo-parks';
import { insertRow as insert } from './insert-row';

const enabled = enabledState.values.enabled;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const { red, green, yellow } = ledColor.values;

async function gatesOf(tx: Tx, park: DemoPark) {
  const g = tableOf(gateResource);
  return tx.select().from(g).where(eq(g.parkId, park.id)).orderBy(asc(g.id));
}

/** A gate's screen in two scenes: what it shows while idle and to a car coming in or going out. */
async function ledSettings(tx: Tx, park: DemoPark, gateId: number, gateName: string, entry: boolean) {
  const idle = await insert(tx, ledConfigResource, {
    ...at(park),
    configName: `${gateName}空闲`,
    gateId,
    scene: ledScene.values.idle,
    lineCount: 4,
    screenAddress: 0,
    volume: 6,
    state: enabled,
  });
  const idleLines: [string, DictValue<typeof ledColor>, number][] = [
    [entry ? '欢迎光临' : '一路平安', green, ledEffect.fastPrint],
    ['{parkName}', yellow, ledEffect.scrollLeft],
    ['剩余车位 {freeStalls}', green, ledEffect.static],
    ['{date} {time}', red, ledEffect.static],
  ];
  for (const [i, [content, color, effect]] of idleLines.entries()) {
    await insert(tx, ledConfigLineResource, {
      ...at(park),
      configId: idle,
      lineNo: i + 1,
      content,
      color,
      effect,
      speed: 1,
      staySeconds: 3,
    });
  }
  const car = await insert(tx, ledConfigResource, {
    ...at(park),
    configName: entry ? `${gateName}入场` : `${gateName}出场`,
    gateId,
    scene: entry ? ledScene.values.entry : ledScene.values.exit,
    lineCount: 4,
    screenAddress: 0,
    volume: 6,
    voiceText: entry ? '{plateNumber}，欢迎光临' : '{plateNumber}，请缴费{fee}元',
    state: enabled,
  });
  const carLines: [string, DictValue<typeof ledColor>, number][] = entry
    ? [
        ['{plateNumber}', yellow, ledEffect.fastPrint],
        ['{carType}', green, ledEffect.fastPrint],
        ['欢迎光临', green, ledEffect.enterFromLeft],
        ['请减速慢行', red, ledEffect.scrollLeft],
      ]
    : [
        ['{plateNumber}', yellow, ledEffect.fastPrint],
        ['停车 {duration}', green, ledEffect.fastPrint],
        ['请缴费 {fee} 元', red, ledEffect.fastPrint],
      ];
  for (const [i, [content, color, effect]] of carLines.entries()) {
    await insert(tx, ledConfigLineResource, {
      ...at(park),
      configId: car,
      lineNo: i + 1,
      content,
      color,
      effect,
      speed: 1,
      staySeconds: 5,
    });
  }
}

async function roadsideDevices(tx: Tx, park: DemoPark, makers: { sensor: number; led: number; lock: number }) {
  const s = tableOf(berthSectionResource);
  const sections = await tx.select().from(s).where(eq(s.parkId, park.id)).orderBy(asc(s.id));
  const b = tableOf(berthResource);
  const berths = await tx.select().from(b).where(eq(b.parkId, park.id)).orderBy(asc(b.id));
  for (const [i, section] of sections.entries()) {
    const ledId = await insert(tx, roadsideLedResource, {
      ...at(park),
      ledName: `${section.sectionName}诱导屏`,
      sn: `RDLED-${park.id}-${i + 1}`,
      manufacturerId: makers.led,
      location: `${section.sectionName}入口`,
      lineCount: 2,
      brightness: 10,
      online: true,
      lastSeenAt: minutesAgo(1 + i),
      state: enabled,
    });
    await insert(tx, roadsideLedBindingResource, {
      ...at(park),
      ledId,
      sectionId: section.id,
      lineNo: 1,
      prefix: section.sectionName,
      color: green,
    });
    await insert(tx, roadsideConfigAreaResource, {
      ...at(park),
      sectionId: section.id,
      sensitivity: i === 0 ? sensorSensitivity.values.high : sensorSensitivity.values.medium,
      occupySeconds: 45,
      leaveSeconds: 20,
      remark: i === 0 ? '路口车流大，提高灵敏度' : null,
    });
  }
  for (const [i, berth] of berths.slice(0, 12).entries()) {
    await insert(tx, roadsideSensorResource, {
      ...at(park),
      sn: berth.sensorNo ?? `MS-${park.id}-${i}`,
      berthId: berth.id,
      manufacturerId: makers.sensor,
      sensitivity: sensorSensitivity.values.medium,
      heartbeatSeconds: 300,
      battery: 95 - i * 7,
      online: i !== 5,
      lastSeenAt: minutesAgo(i === 5 ? 300 : 2 + i),
      state: enabled,
    });
  }
  for (const [i, berth] of berths.slice(-2).entries()) {
    // a lock is a device of the registry: the register's calls and the lock commands name the same row
    await insert(tx, gateDeviceResource, {
      ...at(park),
      deviceCode: `LOCK-${park.id}-${i + 1}`,
      deviceName: `${berth.berthNo} 地锁`,
      deviceKind: deviceKind.values.berthLock,
      berthId: berth.id,
      manufacturerId: makers.lock,
      lockPosition: i === 0 ? lockPosition.values.raised : lockPosition.values.lowered,
      battery: 80 - i * 30,
      online: true,
      lastSeenAt: minutesAgo(3 + i),
      state: enabled,
    });
  }
  await insert(tx, sensorPeriodResource, {
    ...at(park),
    periodName: '白天收费时段',
    days: weekPart.values.everyDay,
    startMinute: 7 * 60,
    endMinute: 21 * 60,
    sensitivity: sensorSensitivity.values.medium,
    state: enabled,
  });
  await insert(tx, roadsideConfigResource, {
    ...at(park),
    occupySeconds: 60,
    leaveSeconds: 30,
    lowBatteryPercent: 20,
    offlineMinutes: 30,
    photoRequired: true,
    orderOnLeave: true,
    remark: '路侧设备默认配置',
  });
}

/** A guided building of a park: its gateway, spaces on two floors, their detectors and the floor's screen. */
async function guidance(tx: Tx, park: DemoPark, types: { detector: number; screen: number; gateway: number }) {
  const a = tableOf(areaResource);
  const [area] = await tx.select().from(a).where(eq(a.parkId, park.id)).orderBy(asc(a.id)).limit(1);
  const buildingId = await insert(tx, guidanceBuildingResource, {
    ...at(park),
    buildingName: '商场主楼',
    floorsAbove: 5,
    floorsBelow: 2,
    sort: 1,
  });
  const gatewayId = await insert(tx, guidanceGatewayResource, {
    ...at(park),
    gatewayName: 'B1 网关',
    sn: `GW-${park.id}-B1`,
    deviceTypeId: types.gateway,
    buildingId,
    floor: -1,
    ip: '192.168.20.10',
    online: true,
    lastSeenAt: minutesAgo(1),
    state: enabled,
  });
  const devices: number[] = [];
  for (let i = 1; i <= 6; i++) {
    const occupied = i % 3 !== 0;
    const spaceId = await insert(tx, guidanceSpaceResource, {
      ...at(park),
      spaceNo: `B1-${String(i).padStart(3, '0')}`,
      buildingId,
      floor: -1,
      areaId: area?.id ?? null,
      spaceKind: i === 6 ? spaceKind.values.charging : spaceKind.values.standard,
      occupied,
      plateNumber: occupied ? `沪C${String(20000 + i * 137).slice(-5)}` : null,
      state: enabled,
    });
    devices.push(
      await insert(tx, guidanceDeviceResource, {
        ...at(park),
        deviceName: `B1-${String(i).padStart(3, '0')} 车位检测器`,
        sn: `DET-${park.id}-${i}`,
        deviceTypeId: types.detector,
        buildingId,
        gatewayId,
        spaceId,
        busAddress: i,
        online: true,
        lastSeenAt: minutesAgo(1),
        state: enabled,
      }),
    );
  }
  devices.push(
    await insert(tx, guidanceDeviceResource, {
      ...at(park),
      deviceName: 'B1 电梯口诱导屏',
      sn: `SCR-${park.id}-B1`,
      deviceTypeId: types.screen,
      buildingId,
      gatewayId,
      busAddress: 100,
      online: true,
      lastSeenAt: minutesAgo(1),
      state: enabled,
    }),
  );
  await insert(tx, guidanceGroupResource, {
    ...at(park),
    groupName: 'B1 电梯口',
    buildingId,
    groupType: guidanceGroupType.values.screenCount,
    deviceIds: devices,
  });
}

/**
 * The device register of the demo: makers, authorised cameras, gate screens with their lines, roadside
 * screens, sensors and locks, handhelds, firmware and a guided building, so each device page shows rows.
 */
export async function seedDemoDevices(tx: Tx, parks: DemoParks): Promise<void> {
  const maker = (name: string, shortName: string, protocol: DictValue<typeof cameraProtocol>, products: string) =>
    insert(tx, manufacturerResource, { name, shortName, protocol, products, state: enabled });
  const vzenith = await maker(
    '浙江臻识科技有限公司',
    '臻识',
    cameraProtocol.values.vzenithMqtt,
    '车牌识别相机、显示屏',
  );
  const hik = await maker(
    '杭州海康威视数字技术股份有限公司',
    '海康',
    cameraProtocol.values.hikvisionIsapi,
    '车牌识别相机',
  );
  const sensorMaker = await maker('深圳泊联物联科技有限公司', '泊联', cameraProtocol.values.productJson, '地磁、地锁');
  const ledMaker = await maker('上海灵信视觉技术有限公司', '灵信', cameraProtocol.values.productJson, 'LED 显示屏');

  const sun = parks.sun;
  const gates = await gatesOf(tx, sun);
  for (const [i, gate] of gates.entries()) {
    const entry = gate.gateCode?.includes('IN') ?? i === 0;
    const sn = `VZ${String(sun.id).padStart(3, '0')}${String(i + 1).padStart(5, '0')}`;
    await insert(tx, cameraAuthorizationResource, {
      sn,
      model: 'VZ-R5',
      manufacturerId: vzenith,
      ownerCompanyId: sun.companyId,
      authorizeState: authorizeState.values.authorized,
      expiresAt: new Date(Date.now() + 365 * 86_400_000),
    });
    await insert(tx, snCameraConfigResource, {
      ...at(sun),
      sn,
      cameraName: `${gate.gateName}相机`,
      gateId: gate.id,
      direction: entry ? gateDirection.values.entry : gateDirection.values.exit,
      protocol: cameraProtocol.values.vzenithMqtt,
      ledEnabled: true,
      voiceEnabled: true,
      gpioPort: 0,
      openDelayMs: 500,
      state: enabled,
    });
    await ledSettings(tx, sun, gate.id, gate.gateName, entry);
  }
  await insert(tx, cameraAuthorizationResource, {
    sn: 'DS2CD7A46G0001',
    model: 'iDS-TCM203',
    manufacturerId: hik,
    authorizeState: authorizeState.values.pending,
  });
  for (const park of [sun, parks.lake]) {
    await insert(tx, parkParameterResource, {
      ...at(park),
      minConfidence: 80,
      repeatSeconds: 30,
      openDelayMs: 500,
      offlineDecide: true,
      dayVolume: 8,
      nightVolume: 3,
      nightStartMinute: 22 * 60,
      nightEndMinute: 7 * 60,
      remark: '默认参数',
    });
  }

  await roadsideDevices(tx, parks.roadA, { sensor: sensorMaker, led: ledMaker, lock: sensorMaker });
  await roadsideDevices(tx, parks.roadB, { sensor: sensorMaker, led: ledMaker, lock: sensorMaker });

  const pdaOld = await insert(tx, handheldVersionResource, {
    versionName: '3.4.0',
    versionCode: 340,
    downloadUrl: 'https://downloads.example.com/pda/parking-pda-3.4.0.apk',
    forceUpgrade: false,
    releaseNotes: '支持欠费追缴',
    state: enabled,
  });
  await insert(tx, handheldVersionResource, {
    versionName: '3.5.0',
    versionCode: 350,
    downloadUrl: 'https://downloads.example.com/pda/parking-pda-3.5.0.apk',
    forceUpgrade: true,
    releaseNotes: '拍照取证上传更快；修复打印小票乱码',
    state: enabled,
  });
  for (const [i, park] of [parks.roadA, parks.roadA, parks.roadB].entries()) {
    await insert(tx, handheldResource, {
      ...at(park),
      imei: `86123404567${String(1000 + i)}`,
      deviceName: `收费员手持机 ${i + 1}`,
      model: 'P2 Pro',
      versionId: pdaOld,
      lastSeenAt: minutesAgo(5 + i * 30),
      state: enabled,
    });
  }

  const sensorFirmware = await insert(tx, wirelessVersionResource, {
    deviceType: deviceType.values.magneticSensor,
    versionName: 'MS-2.1.7',
    versionCode: 217,
    fileUrl: 'https://downloads.example.com/fw/ms-2.1.7.bin',
    forceUpgrade: false,
    releaseNotes: '降低大车误报',
    state: enabled,
  });
  await insert(tx, wirelessVersionResource, {
    deviceType: deviceType.values.plateCamera,
    versionName: 'VZ-R5-4.2.1',
    versionCode: 421,
    fileUrl: 'https://downloads.example.com/fw/vz-r5-4.2.1.bin',
    forceUpgrade: false,
    releaseNotes: '夜间识别率提升',
    state: enabled,
  });
  await insert(tx, wirelessVersionResource, {
    deviceType: deviceType.values.parkingLock,
    versionName: 'LK-1.3.0',
    versionCode: 130,
    fileUrl: 'https://downloads.example.com/fw/lk-1.3.0.bin',
    forceUpgrade: false,
    state: enabled,
  });
  for (let i = 1; i <= 4; i++) {
    await insert(tx, wirelessDeviceResource, {
      ...at(parks.roadA),
      sn: `NB-${parks.roadA.id}-${i}`,
      deviceType: deviceType.values.magneticSensor,
      imei: `86789003214${String(1000 + i)}`,
      versionId: sensorFirmware,
      battery: 90 - i * 10,
      signal: -70 - i * 5,
      online: i !== 4,
      lastSeenAt: minutesAgo(i === 4 ? 600 : i * 3),
      state: enabled,
    });
  }
  await insert(tx, wiredGroupResource, {
    ...at(sun),
    groupName: '东门通道控制器',
    heartbeatSeconds: 30,
    sort: 1,
    state: enabled,
    remark: '东门入口与出口的道闸控制器',
  });

  const type = (typeName: string, deviceKind: DictValue<typeof deviceType>, model: string, viaGateway: boolean) =>
    insert(tx, guidanceDeviceTypeResource, { typeName, deviceKind, model, viaGateway, manufacturerId: ledMaker });
  const types = {
    detector: await type('超声波车位检测器', deviceType.values.spaceDetector, 'US-100', true),
    screen: await type('室内诱导屏', deviceType.values.guidanceScreen, 'GS-3', true),
    gateway: await type('RS485 网关', deviceType.values.gateway, 'GW-485', false),
  };
  await guidance(tx, parks.plaza, types);
}
