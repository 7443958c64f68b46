import { fenToYuanText } from '@parking/domain';

/** What the gate's LED screen shows and its speaker says. */
export type Display = { led: string; voice: string };

const duration = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}小时${m}分钟` : `${m}分钟`;
};

export const displays = {
  welcome: (plate: string, kind: string): Display => ({
    led: `${plate}\n${kind}\n欢迎光临`,
    voice: `${plate}，欢迎光临`,
  }),
  blackListed: (plate: string): Display => ({ led: `${plate}\n禁止通行`, voice: '黑名单车辆，禁止通行' }),
  full: (plate: string): Display => ({ led: `${plate}\n车位已满`, voice: '车位已满，请勿入场' }),
  noTempCars: (plate: string): Display => ({ led: `${plate}\n临时车禁止入场`, voice: '临时车禁止入场' }),
  goodbye: (plate: string, minutes: number, feeFen: number): Display => ({
    led: `${plate}\n停车${duration(minutes)}\n${feeFen > 0 ? `已缴${fenToYuanText(feeFen)}元\n` : ''}一路顺风`,
    voice: `${plate}，一路顺风`,
  }),
  pay: (plate: string, minutes: number, owedFen: number, extras?: { couponDiscount: number; oweAmount: number }) => {
    const lines = [
      extras?.couponDiscount ? `优惠${fenToYuanText(extras.couponDiscount)}元` : '',
      extras?.oweAmount ? `含欠费${fenToYuanText(extras.oweAmount)}元` : '',
    ].filter(Boolean);
    return {
      led: [plate, `停车${duration(minutes)}`, ...lines, `请缴费${fenToYuanText(owedFen)}元`].join('\n'),
      voice: `停车${duration(minutes)}，${lines.map((l) => `${l}，`).join('')}请缴费${fenToYuanText(owedFen)}元`,
    };
  },
  noEntryCharge: (plate: string, owedFen: number): Display => ({
    led: `${plate}\n无入场记录\n请缴费${fenToYuanText(owedFen)}元`,
    voice: `无入场记录，请缴费${fenToYuanText(owedFen)}元`,
  }),
  manualConfirm: (plate: string): Display => ({ led: `${plate}\n请稍候\n人工确认中`, voice: '请稍候，正在人工确认' }),
};
