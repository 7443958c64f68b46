import type { DictValue, orderState } from '@parking/resources';
import { get, post } from '../../api/client';

export type SandboxOrder = {
  onlineOrderId: string;
  parkName: string | null;
  /** Fen. */
  amount: number;
  state: DictValue<typeof orderState> | null;
  /** A payment was started and waits for the payer's confirmation. */
  waiting: boolean;
  tokenMinutes: number;
};

export const fetchSandboxOrder = (onlineOrderId: string) =>
  get<SandboxOrder>('/api/pay/sandbox/order', { onlineOrderId }, { silent: true });

export const confirmSandboxPayment = (onlineOrderId: string, token: string) =>
  post<{ onlineOrderId: string; applied: boolean }>(
    '/api/pay/sandbox/confirm',
    { onlineOrderId, token },
    { silent: true },
  );
