import type { DictValue, payWay } from '@parking/resources';
import { get, post } from '../../api/client';

export type RenewalPreview = {
  grantId: number;
  months: number;
  money: number;
  oldEndTime: string | null;
  newEndTime: string;
  plates: string[];
};

export type PayWay = DictValue<typeof payWay>;
export type PayWayType = { payWay: PayWay; payWayName: string };

export const previewRenewal = (grantId: number, monthNum: number) =>
  get<RenewalPreview>('/api/updown/parkMonth/getMonthlyNewEndDate', { grantId, monthNum }, { silent: true });

/**
 * A key for one change the operator asks for (one dialog opening): the server applies a change once per
 * key, so a double click or a retry after a lost answer does not renew or pause twice.
 */
export const newIdempotencyKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const once = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const renewByMonths = (grantId: number, monthNum: number, way: PayWay, key: string) =>
  post<RenewalPreview>(`/api/updown/parkMonth/renewalMonth?grantId=${grantId}`, { monthNum, payWay: way }, once(key));

export const payWayTypes = () => get<PayWayType[]>('/api/updown/parkMonth/getPayWayTypes');

export type PassAction = 'tempStop' | 'stop' | 'recorve';

export const changePass = (action: PassAction, grantId: number, key: string) =>
  post<unknown>(`/api/updown/parkMonth/${action}?grantId=${grantId}`, undefined, once(key));
