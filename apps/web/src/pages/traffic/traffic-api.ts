import { get, post, updown } from '../../api/client';
import type { Row } from '../../crud/resource-api';

export type OrderDetail = Row & {
  stay: Row | null;
  payments: Row[];
  refunds: Row[];
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

/** Yuan typed by the operator as integer fen, exact to the fen (no floating-point drift). */
export const fenOf = (yuan: number) => Math.round(yuan * 100);

/** What is left to refund of an order, in fen. */
export const refundableFen = (row: Row) => Number(row.paidAmount ?? 0) - Number(row.refundedAmount ?? 0);
