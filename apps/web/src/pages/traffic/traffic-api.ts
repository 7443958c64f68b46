import { get, type Page, post, updown } from '../../api/client';
import type { Row } from '../../crud/resource-api';

export type OrderDetail = Row & {
  stay: Row | null;
  payments: Row[];
  refunds: Row[];
  /** The coupons the stay used, each with its merchant's name. */
  coupons: Row[];
  /** The arrears the order paid. */
  owes: Row[];
};

export const addCarByHand = (body: { parkId: number; plateNumber: string; inTime?: string; reason: string }) =>
  post<Row>(updown('parkIORecord/platInCar'), body);

export const releaseCars = (body: { ids: number[]; reason: string; charge: boolean }) =>
  post<{ released: number; owedFen: number }>(updown('parkIORecord/batchOutCar'), body);

export const correctPlate = (recordId: number, plateNumber: string) =>
  post<{ changed: boolean; plateNumber: string }>(updown('parkIORecord/updatePlateNumber'), { recordId, plateNumber });

export const orderDetail = (onlineOrderId: string) =>
  get<OrderDetail>(updown('static/getOnlineOrderDetail'), { onlineOrderId });

export const refundOrder = (body: { onlineOrderId: string; amount: number; remark: string }) =>
  post<{ refundNo: string; amount: number }>(updown('parkorder/refund'), body);

/** What is left to refund of an order, in fen. */
export const refundableFen = (row: Row) => Number(row.paidAmount ?? 0) - Number(row.refundedAmount ?? 0);

export type ConfirmAction = 'merge' | 'release' | 'close';

export type Confirmed = {
  newState: number;
  feeFen: number;
  paidFen: number;
  owedFen: number;
  onlineOrderId: string | null;
};

/** Settles a stay waiting for an operator (an unmatched exit, or a stay left open by a missed exit). */
export const confirmStay = (body: {
  recordId: number;
  action: ConfirmAction;
  stayId?: number;
  charge: boolean;
  amount?: number;
  reason: string;
}) => post<Confirmed>(updown('parkIORecord/confirm'), body);

/** Cars inside a park now whose plate contains the text, for matching an unmatched exit. */
export const carsInside = (parkId: number, plateNumber: string) =>
  get<Page<Row>>(updown('parkIORecord/platInCar'), { parkId, plateNumber: plateNumber || undefined, size: 20 });

/** The orders raised for one stay (a stay may have several: one at the exit, one after the grace time). */
export const ordersOfStay = (recordId: number | string) =>
  get<Page<Row>>(updown('static/getPageOnlineOrder'), { recordId, size: 50 });

/** Stays whose plate contains the text, newest first, for choosing one by a typed plate. */
export const staysByPlate = (plateNumber: string) =>
  get<Page<Row>>(updown('static/getPageInOutRecord'), { plateNumber, size: 20 }, { silent: true });

export type CarSummary = {
  plateNumber: string;
  totals: {
    stays: number;
    inside: number;
    orders: number;
    unpaidAmount: number;
    paidAmount: number;
    refundedAmount: number;
  };
  stays: Row[];
  orders: Row[];
  passes: Row[];
  whiteList: Row[];
  blackList: Row[];
};

/** One car in the parks the user may see: its stays, orders, passes and list entries. */
export const carSummary = (plateNumber: string) => get<CarSummary>(updown('static/getCarSummary'), { plateNumber });
