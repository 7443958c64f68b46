import {
  enabledState,
  importantReceiverResource,
  inOutRecordResource,
  keywordMatch,
  messageEvent,
  parkResource,
  platformParkResource,
  smsPlatKeyResource,
  smsProvider,
  smsStrategyResource,
  templateMsgConfigResource,
  thirdPlatformResource,
  thirdPlatformType,
  uploadOpen,
  wxInfoResource,
  wxKeywordResource,
  wxMenuKind,
  wxMenuResource,
  wxOtherConfigResource,
  yzlLedResource,
} from '@parking/resources';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { sealSecret } from '../../platform/secret-box';
import { insertRow as insert } from '../../seed/insert-row';
import { pushGuidanceScreens } from './platforms/guidance-screens.job';
import { platformLinks, pushToPlatform } from './platforms/platform-pushes';
import { sendPassReminders } from './sms/pass-expiry-reminders.job';

const { enabled } = enabledState.values;

/**
 * Messages and platforms of the demo: a sandbox platform with company A's first park opened to it and its recent
 * traffic in the upload diary, a guidance screen showing that park's free stalls, an SMS key and a pass-expiry strategy that has run today, template messages, an
 * important-message receiver and the official account with its menu and keywords.
 */
export async function seedDemoOutbound(app: AppContext): Promise<void> {
  await app.db.transaction(async (tx) => {
    const seal = (v: string) => sealSecret(app.tokenSecret, v);
    const p = tableOf(parkResource);
    const [park] = await tx
      .select()
      .from(p)
      .where(and(eq(p.parkCode, 'P-A-001'), isNull(p.deletedAt)));
    if (!park) return;
    const companyId = park.companyId;

    const platId = await insert(tx, thirdPlatformResource, {
      name: '上海市停车信息平台（沙箱）',
      type: thirdPlatformType.values.shanghai,
      url: 'https://sandbox.parking-platform.example/api',
      appKey: 'demo-shanghai',
      appSecret: seal('demo-shanghai-secret'),
      enabled,
      remark: '演示：不连接外网，由沙箱应答',
    });
    await insert(tx, platformParkResource, {
      companyId,
      parkId: park.id,
      platId,
      parkCode: 'SH310115001',
      open: uploadOpen.values.open,
      registeredAt: new Date(),
    });
    await uploadRecentTraffic(tx, park.id);
    const yzl = await insert(tx, thirdPlatformResource, {
      name: '云之龙诱导屏平台（沙箱）',
      type: thirdPlatformType.values.yzl,
      url: 'https://sandbox.guidance-screens.example/api',
      appKey: 'demo-yzl',
      enabled,
      remark: '演示：路口诱导屏显示本场空位，由沙箱应答',
    });
    await insert(tx, yzlLedResource, {
      companyId,
      parkId: park.id,
      platId: yzl,
      screenCode: 'YZL-0101',
      showText: '空位 {free}',
      enabled,
    });
    await pushGuidanceScreens(tx, new Date());

    await insert(tx, smsPlatKeyResource, {
      name: '沙箱短信',
      provider: smsProvider.values.sandbox,
      accessKeyId: 'demo-sms-key',
      accessSecret: seal('demo-sms-secret'),
      signName: '云停智慧',
      enabled,
    });
    await insert(tx, smsStrategyResource, {
      companyId,
      name: '月卡到期前 6 天提醒',
      event: messageEvent.values.passExpiry,
      daysBefore: 6,
      template: '【云停智慧】您的车辆{plate}在{park}的月卡将于{endDate}到期（还有{days}天），请及时续费。',
      enabled,
    });
    await sendPassReminders(tx, app, new Date());

    const templates = [
      [messageEvent.values.oweNotice, '欠费催缴通知', 'DEMO-TPL-OWE-NOTICE'],
      [messageEvent.values.payment, '停车缴费成功通知', 'DEMO-TPL-PAYMENT'],
      [messageEvent.values.deviceOffline, '设备离线告警', 'DEMO-TPL-DEVICE-OFFLINE'],
    ] as const;
    for (const [event, title, templateId] of templates) {
      await insert(tx, templateMsgConfigResource, { event, title, templateId, enabled });
    }
    await insert(tx, importantReceiverResource, {
      companyId,
      name: '王经理',
      phone: '13800000001',
      events: messageEvent.values.deviceOffline,
      enabled,
    });

    await insert(tx, wxInfoResource, {
      name: '云停智慧停车',
      appId: 'wx0123456789abcdef',
      appSecret: seal('demo-wechat-app-secret'),
      originalId: 'gh_0123456789ab',
      enabled,
    });
    await insert(tx, wxOtherConfigResource, {
      name: '默认',
      subscribeReply: '欢迎关注云停智慧停车！发送「缴费」查询停车费用。',
      defaultReply: '您好，人工客服时间为 9:00-18:00。',
      payNotice: true,
      enabled,
    });
    await insert(tx, wxKeywordResource, {
      keyword: '缴费',
      matchMode: keywordMatch.values.contains,
      reply: '点击菜单「停车缴费」，输入车牌即可缴费。',
      enabled,
    });
    const top = await insert(tx, wxMenuResource, { name: '停车服务', kind: wxMenuKind.values.view, sort: 1 });
    await insert(tx, wxMenuResource, {
      parentId: top,
      name: '停车缴费',
      kind: wxMenuKind.values.view,
      url: 'https://parking.example/h5/pay',
      sort: 1,
    });
    await insert(tx, wxMenuResource, {
      parentId: top,
      name: '月卡续费',
      kind: wxMenuKind.values.view,
      url: 'https://parking.example/h5/pass',
      sort: 2,
    });
    await insert(tx, wxMenuResource, {
      name: '联系我们',
      kind: wxMenuKind.values.click,
      menuKey: 'CONTACT',
      sort: 2,
    });
  });
}

/** The park's latest entries and exits pushed as they would have been, so the upload diary has lines. */
async function uploadRecentTraffic(tx: Tx, parkId: number) {
  const [link] = await platformLinks(tx, [parkId]);
  if (!link) return;
  const s = tableOf(inOutRecordResource);
  const stays = await tx
    .select()
    .from(s)
    .where(and(eq(s.parkId, parkId), isNull(s.deletedAt)))
    .orderBy(desc(s.inTime))
    .limit(4);
  for (const stay of stays.reverse()) {
    await pushToPlatform(tx, link, { kind: 'entry', plateNumber: stay.plateNumber, at: stay.inTime });
    if (stay.outTime) {
      await pushToPlatform(tx, link, {
        kind: 'exit',
        plateNumber: stay.plateNumber,
        at: stay.outTime,
        inAt: stay.inTime,
        feeFen: stay.fee ?? 0,
      });
    }
  }
}
