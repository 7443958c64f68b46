import { get, type Query, request, updown } from '../../../api/client';

export type DayTotals = {
  day: string;
  entries: number;
  exits: number;
  peakInside: number;
  fee: number;
  couponDiscount: number;
  orderPaid: number;
  passPaid: number;
  onlinePaid: number;
  refunded: number;
  takings: number;
  exitsPass: number;
  exitsPaid: number;
  exitsFree: number;
  exitsOwing: number;
};
export type MonthMoney = {
  month: string;
  fee: number;
  couponDiscount: number;
  orderPaid: number;
  passPaid: number;
  onlinePaid: number;
  refunded: number;
  takings: number;
  net: number;
};
export type MonthTraffic = { month: string; entries: number; exits: number };
export type PayDay = {
  day: string;
  payWay: number | null;
  payWayName: string;
  payCount: number;
  paid: number;
  refundCount: number;
  refunded: number;
  net: number;
};
export type Share = { name: string; value: number };
export type CarSum = { entries: number; exits: number; entriesByKind: Share[]; exitsByRelease: Share[] };
export type LivePark = {
  parkId: number;
  parkName: string;
  totalStalls: number;
  freeStalls: number;
  occupied: number;
  occupancy: number;
  inThisHour: number;
  inLastHour: number;
  takings: number;
  entries: number;
};
export type Live = {
  at: string;
  totals: {
    parks: number;
    totalStalls: number;
    occupied: number;
    takings: number;
    entries: number;
    exits: number;
    inThisHour: number;
    inLastHour: number;
  };
  parks: LivePark[];
};

const sum = <T>(name: string, query: Query) => get<T>(updown(`staticSum/${name}`), query);

export const chargeByDay = (q: Query) => sum<DayTotals[]>('getParkChargeAnalyseChart', q);
export const carSum = (q: Query) => sum<CarSum>('searchCarSum', q);
export const payDaily = (q: Query) => sum<PayDay[]>('searchPayDaily', q);
export const monthMoney = (q: Query) => sum<MonthMoney[]>('getMonthFeeData', q);
export const monthTraffic = (q: Query) => sum<MonthTraffic[]>('getMonthInOutSumData', q);
export const parkLive = () => get<Live>(updown('staticFirst/getParkLive'));
export const rebuildDays = (q: Query) =>
  request<{ days: number; dayRows: number }>('GET', updown('staticSum/reBuildDayData'), { query: q });
