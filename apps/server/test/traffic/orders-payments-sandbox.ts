import type { DictValue, payWay } from '@parking/resources';
import { type Answer, call, type TestApp } from '../support/test-app';

export type Started = { onlineOrderId: string; amount: number; payUrl: string };
export type Confirmed = { onlineOrderId: string; applied: boolean; state: number; amount: number };

/** The one-time token a sandbox payUrl carries after `#token=`; null when the sandbox paid at once. */
export const tokenOf = (payUrl: string): string | null =>
  new URLSearchParams(new URL(payUrl).hash.slice(1)).get('token');

/** Starts paying an order as a driver does: no credentials. */
export const startPaying = (app: TestApp, onlineOrderId: string, way?: DictValue<typeof payWay>) =>
  call<Started>(app, 'POST', '/api/pay/order/start', { body: { onlineOrderId, ...(way ? { payWay: way } : {}) } });

/** The payer's confirmation on the sandbox's page. */
export const confirmOnSandbox = (app: TestApp, onlineOrderId: string, token: string) =>
  call<Confirmed>(app, 'POST', '/api/pay/sandbox/confirm', { body: { onlineOrderId, token } });

/** Pays an order through the sandbox as a driver does: starts paying, then confirms with the payUrl's token. */
export async function payOnSandbox(
  app: TestApp,
  onlineOrderId: string,
  way?: DictValue<typeof payWay>,
): Promise<Answer<Confirmed>> {
  const started = await startPaying(app, onlineOrderId, way);
  if (started.status !== 200) throw new Error(`start of ${onlineOrderId}: ${started.status} ${started.body.msg}`);
  const token = tokenOf(started.body.data.payUrl);
  if (!token) throw new Error(`the sandbox handed out no token for ${onlineOrderId}`);
  return confirmOnSandbox(app, onlineOrderId, token);
}
