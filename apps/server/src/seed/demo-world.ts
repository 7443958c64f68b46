import { formatLocalDate } from '@parking/domain';
import {
  agreementTag,
  companyResource,
  createWiringResource,
  deptResource,
  enabledState,
  examineState,
  parkDeptResource,
  parkKind,
  parkResource,
  parkServiceConfigResource,
  parkServiceType,
  privacyAgreementResource,
  templateResource,
  templateType,
  tenantResource,
  villageResource,
} from '@parking/resources';
import type { Tx } from '../db/connection';
import type { NewRowOf } from '../db/resource-table';
import { seedCarLists } from './car-lists';
import { seedDemoDevices } from './demo-devices';
import type { DemoPark, DemoParks } from './demo-parks';
import { seedFeeRules } from './fee-rules';
import { insertRow as insert } from './insert-row';
import { seedMonthlyPasses } from './monthly-passes';
import { seedParkStructure } from './park-structure';

/** Two companies (one with a subsidiary), their villages and parks: a small living system. */
export async function seedDemoWorld(tx: Tx, timeZone: string) {
  const companyA = await insert(tx, companyResource, {
    name: '云停智慧停车运营有限公司',
    shortName: '云停运营',
    contact: '王经理',
    phone: '13800000001',
    address: '上海市浦东新区世纪大道100号',
    maxOweFee: 50000,
    state: enabledState.values.enabled,
  });
  const companyA2 = await insert(tx, companyResource, {
    name: '云停南区分公司',
    shortName: '云停南区',
    parentId: companyA,
    contact: '赵主管',
    phone: '13800000003',
    state: enabledState.values.enabled,
  });
  const companyB = await insert(tx, companyResource, {
    name: '城东停车管理有限公司',
    shortName: '城东停车',
    contact: '李经理',
    phone: '13900000002',
    address: '杭州市上城区解放路8号',
    maxOweFee: 30000,
    state: enabledState.values.enabled,
  });
  const villages: NewRowOf<typeof villageResource>[] = [
    {
      companyId: companyA,
      name: '阳光花园',
      address: '上海市浦东新区阳光路1号',
      examineState: examineState.values.approved,
      longitude: '121.544000',
      latitude: '31.221000',
    },
    {
      companyId: companyA,
      name: '世纪广场',
      address: '上海市浦东新区世纪大道200号',
      examineState: examineState.values.approved,
      longitude: '121.526500',
      latitude: '31.229500',
    },
    {
      companyId: companyA2,
      name: '南桥新苑',
      address: '上海市奉贤区南桥路5号',
      examineState: examineState.values.pending,
      longitude: '121.458000',
      latitude: '30.919000',
    },
    {
      companyId: companyB,
      name: '东湖小区',
      address: '杭州市上城区东湖路3号',
      examineState: examineState.values.approved,
      longitude: '120.185000',
      latitude: '30.250000',
    },
  ];
  const villageIds: number[] = [];
  for (const v of villages) villageIds.push(await insert(tx, villageResource, { ...v, locked: false }));
  const today = new Date();
  // dates as the operators read them, so that "expires in 20 days" holds at any hour
  const day = (offset: number) => formatLocalDate(new Date(today.getTime() + offset * 86_400_000), timeZone);
  // the roadside park of company A comes first and the plaza last: tests add rows to a company's newest park
  const park = async (p: NewRowOf<typeof parkResource> & { companyId: number }): Promise<DemoPark> => ({
    id: await insert(tx, parkResource, { ...p, state: enabledState.values.enabled, serviceStart: day(-300) }),
    companyId: p.companyId,
  });
  const parks: DemoParks = {
    roadA: await park({
      companyId: companyA,
      villageId: null,
      parkName: '世纪大道路侧停车',
      parkCode: 'R-A-001',
      parkKind: parkKind.values.roadside,
      totalStalls: 48,
      freeStalls: 12,
      serviceEnd: day(-5),
      regionId: 310115,
      address: '上海市浦东新区世纪大道（东方路至福山路）',
      longitude: '121.518000',
      latitude: '31.234000',
      wireless: true,
    }),
    sun: await park({
      companyId: companyA,
      villageId: villageIds[0],
      parkName: '阳光花园地下停车场',
      parkCode: 'P-A-001',
      parkKind: parkKind.values.offStreet,
      totalStalls: 320,
      freeStalls: 87,
      serviceEnd: day(400),
      regionId: 310115,
      address: '上海市浦东新区阳光路1号',
      longitude: '121.544200',
      latitude: '31.221300',
    }),
    plaza: await park({
      companyId: companyA,
      villageId: villageIds[1],
      parkName: '世纪广场停车场',
      parkCode: 'P-A-002',
      parkKind: parkKind.values.offStreet,
      totalStalls: 560,
      freeStalls: 140,
      serviceEnd: day(20),
      regionId: 310115,
      address: '上海市浦东新区世纪大道200号',
      longitude: '121.526800',
      latitude: '31.229100',
    }),
    south: await park({
      companyId: companyA2,
      villageId: villageIds[2],
      parkName: '南桥新苑停车场',
      parkCode: 'P-A2-001',
      parkKind: parkKind.values.offStreet,
      totalStalls: 150,
      freeStalls: 66,
      serviceEnd: day(200),
      regionId: 310120,
      address: '上海市奉贤区南桥路5号',
      longitude: '121.458300',
      latitude: '30.918700',
    }),
    lake: await park({
      companyId: companyB,
      villageId: villageIds[3],
      parkName: '东湖小区停车场',
      parkCode: 'P-B-001',
      parkKind: parkKind.values.offStreet,
      totalStalls: 210,
      freeStalls: 35,
      serviceEnd: day(365),
      regionId: 330102,
      address: '杭州市上城区东湖路3号',
      longitude: '120.185300',
      latitude: '30.250400',
    }),
    roadB: await park({
      companyId: companyB,
      villageId: null,
      parkName: '解放路路侧停车',
      parkCode: 'R-B-001',
      parkKind: parkKind.values.roadside,
      totalStalls: 36,
      freeStalls: 9,
      serviceEnd: day(90),
      regionId: 330102,
      address: '杭州市上城区解放路（中河路至建国路）',
      longitude: '120.175000',
      latitude: '30.257000',
      wireless: true,
    }),
  };
  await seedParkStructure(tx, parks);
  await seedDemoDevices(tx, parks);
  await seedCarLists(tx, parks);
  await seedFeeRules(tx, parks);
  await seedMonthlyPasses(tx, parks, timeZone);
  await insert(tx, tenantResource, {
    tenantCode: 'A00001',
    tenantName: '云停运营',
    companyId: companyA,
    state: enabledState.values.enabled,
  });
  await insert(tx, tenantResource, {
    tenantCode: 'B00001',
    tenantName: '城东停车',
    companyId: companyB,
    state: enabledState.values.enabled,
  });
  const enabled = enabledState.values.enabled;
  const opsA = await insert(tx, deptResource, { companyId: companyA, deptName: '运营部', sort: 1, state: enabled });
  await insert(tx, deptResource, { companyId: companyA, parentId: opsA, deptName: '收费组', sort: 1, state: enabled });
  await insert(tx, deptResource, { companyId: companyA, deptName: '财务部', sort: 2, state: enabled });
  await insert(tx, deptResource, { companyId: companyB, deptName: '综合部', sort: 1, state: enabled });
  await insert(tx, parkDeptResource, {
    companyId: companyA,
    parkId: parks.sun.id,
    deptName: '岗亭班组',
    sort: 1,
    state: enabledState.values.enabled,
  });
  await insert(tx, parkDeptResource, {
    companyId: companyB,
    parkId: parks.lake.id,
    deptName: '保安队',
    sort: 1,
    state: enabledState.values.enabled,
  });
  await insert(tx, createWiringResource, {
    companyId: companyB,
    parkName: '西溪商务园停车场',
    address: '杭州市西湖区文二西路 8 号',
    contact: '陈工',
    phone: '13800000021',
    laneCount: 4,
    stallCount: 260,
    examineState: examineState.values.pending,
    remark: '两进两出，待审核后施工布线',
  });
  const services = [
    { park: parks.sun, serviceName: '短信服务', serviceType: parkServiceType.values.smsService, endDate: day(12) },
    { park: parks.lake, serviceName: '电子发票', serviceType: parkServiceType.values.eInvoice, endDate: day(200) },
  ];
  for (const { park: p, ...sv } of services) {
    await insert(tx, parkServiceConfigResource, {
      ...sv,
      parkId: p.id,
      companyId: p.companyId,
      startDate: day(-300),
      state: enabled,
    });
  }
  await insert(tx, privacyAgreementResource, {
    title: '用户服务协议',
    tagType: agreementTag.values.userAgreement,
    version: '1.0',
    content: '欢迎使用智慧停车服务。使用本服务即表示您同意按停车场公示的标准缴纳停车费用，并遵守场内管理规定。',
    state: enabledState.values.enabled,
  });
  await insert(tx, privacyAgreementResource, {
    title: '隐私政策',
    tagType: agreementTag.values.privacyPolicy,
    version: '1.0',
    content: '我们仅为提供停车服务收集车牌号、进出时间和支付信息，不会向无关第三方提供您的个人信息。',
    state: enabledState.values.enabled,
  });
  await insert(tx, templateResource, {
    templateName: '月卡到期提醒',
    templateCode: 'month_card_expire',
    templateType: templateType.values.sms,
    content: '您的车辆 {plateNumber} 在 {parkName} 的月卡将于 {endDate} 到期，请及时续费。',
    state: enabledState.values.enabled,
  });
  return { companyA, companyB, operatorParkId: parks.sun.id };
}
