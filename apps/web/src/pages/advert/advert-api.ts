import { get, type Page, post, type Query, updown } from '../../api/client';

export type Advert = {
  adverId: string;
  title: string;
  advertiser: string;
  kind: 'image' | 'video';
  state: 'running' | 'stopped' | 'ended';
  startDay: string;
  endDay: string;
  pricePerThousand: number;
  screens: number;
  shows: number;
  clicks: number;
  income: number;
};
export type AdvertDay = { day: string; shows: number; clicks: number; income: number };
export type AdvertStat = Pick<Advert, 'adverId' | 'title' | 'advertiser' | 'shows' | 'clicks' | 'income'>;
export type Screen = {
  spaceId: string;
  parkName: string;
  screenName: string;
  opens: boolean;
  adverts: number;
  shows: number;
};
export type HourVisits = { hour: string; visits: number; clicks: number };
export type AdvertOrder = {
  orderNo: string;
  adverId: string;
  title: string;
  advertiser: string;
  screens: number;
  days: number;
  amount: number;
  state: 'paid' | 'refunded';
  paidAt: string;
};

/** One operation of the advertising platform, through the server's proxy (`agency/postAdver?url=`). */
export const askAdvert = <T>(url: string, body: Record<string, unknown> = {}) =>
  post<T>(updown('agency/postAdver'), { plat: 1, ...body }, { query: { url } });

export const fetchAdvertOrders = (query: Query) =>
  get<Page<AdvertOrder>>(updown('plat/collect/searchAdverOrder'), query);

/** Clicks per hundred shows, as a percentage text. */
export const clickRate = (shows: number, clicks: number) =>
  shows > 0 ? `${((clicks * 100) / shows).toFixed(2)}%` : '-';
