import { get, post } from '../../api/client';
import type { CouponValue } from './derate-text';

export type Offer = CouponValue & {
  derateName: string;
  parkName: string;
  expiresAt: string;
  claimsLeft: number;
  claimable: boolean;
  problem: { zh: string; en: string } | null;
};

export type Claimed = CouponValue & { couponCode: string; plateNumber: string; parkName?: string; validTo: string };

export const fetchOffer = (t: string) => get<Offer>('/api/derate/claim', { t }, { silent: true });

export const claimIt = (body: { t?: string; code?: string; plateNumber: string }) =>
  post<Claimed>('/api/derate/claim', body, { silent: true });
