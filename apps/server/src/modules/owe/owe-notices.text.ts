import { fenToYuanText, type Message } from '@parking/domain';
import { type DictValue, oweNoticeStage } from '@parking/resources';

export type NoticeStage = Exclude<DictValue<typeof oweNoticeStage>, typeof oweNoticeStage.values.none>;

export type OweNotice = {
  stage: NoticeStage;
  plateNumber: string;
  parkName: string;
  companyName: string;
  /** The company's service phone, if it has one. */
  hotline: string | null;
  owedFen: number;
  /** The day the debt was made, yyyy-MM-dd in the operators' time zone. */
  oweDay: string;
};

const lateness: Record<NoticeStage, Message> = {
  [oweNoticeStage.values.nextDay]: { zh: '', en: '' },
  [oweNoticeStage.values.week]: { zh: '，已逾一周', en: ', over a week ago' },
  [oweNoticeStage.values.month]: { zh: '，已逾一个月，请尽快缴纳', en: ', over a month ago; please pay soon' },
};

/** The reminder a driver gets about one unpaid arrear, in both languages. */
export function oweNoticeText(n: OweNotice): Message {
  const yuan = fenToYuanText(n.owedFen);
  const late = lateness[n.stage];
  return {
    zh:
      `【${n.companyName}】您的车辆${n.plateNumber}于${n.oweDay}在${n.parkName}停车欠费${yuan}元${late.zh}。` +
      `请到${n.companyName}任一停车场岗亭缴纳，或在下次出场时一并缴清；欠费未缴可能被拒绝入场。` +
      (n.hotline ? `咨询电话${n.hotline}。` : ''),
    en:
      `[${n.companyName}] Your car ${n.plateNumber} owes ${yuan} yuan for parking at ${n.parkName} on ${n.oweDay}${late.en}. ` +
      'Pay at the booth of any of our parks, or with the fee when you next leave one; a car that owes may be refused entry.' +
      (n.hotline ? ` Enquiries: ${n.hotline}.` : ''),
  };
}

/** One text message carries both languages, Chinese first. */
export const smsContent = (m: Message): string => `${m.zh}\n${m.en}`;
