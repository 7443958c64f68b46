import {
  deviceKind,
  enabledState,
  gateDeviceResource,
  gateResource,
  gateType,
  monthPassResource,
  parkKind,
  parkResource,
  passState,
} from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { tableOf } from '../../db/schema';
import { forgetDevice } from '../../platform/auth/device-access';
import { hashToken, newToken } from '../../platform/auth/tokens';
import type { AppContext } from '../../platform/context';
import { randomPlate } from '../traffic-day';
import { SimCamera } from './sim-camera';

/** The demo cameras' device code: one on an entry and one on an exit of the first off-street park. */
export const demoCameraCode = (gateId: number) => `DEMO-CAM-${gateId}`;

async function demoGates(app: AppContext) {
  const parks = tableOf(parkResource);
  const gates = tableOf(gateResource);
  const offStreet = await app.db
    .select({ id: parks.id })
    .from(parks)
    .where(and(eq(parks.parkKind, parkKind.values.offStreet), isNull(parks.deletedAt)))
    .orderBy(asc(parks.id));
  for (const park of offStreet) {
    const rows = await app.db
      .select()
      .from(gates)
      .where(and(eq(gates.parkId, park.id), isNull(gates.deletedAt)))
      .orderBy(asc(gates.id));
    const entry = rows.find((g) => g.gateType === gateType.values.entry);
    const exit = rows.find((g) => g.gateType === gateType.values.exit);
    if (entry && exit) return { parkId: park.id, entry, exit };
  }
  return null;
}

/** The camera's gate device, made on the first start, with a key issued anew at each start. */
async function keyedDevice(app: AppContext, gate: { id: number; parkId: number; companyId: number; gateName: string }) {
  const t = tableOf(gateDeviceResource);
  const code = demoCameraCode(gate.id);
  const key = newToken();
  const keyHash = hashToken(app.tokenSecret, key);
  const [found] = await app.db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.deviceCode, code), isNull(t.deletedAt)));
  if (found) await app.db.update(t).set({ keyHash, keyIssuedAt: new Date() }).where(eq(t.id, found.id));
  else {
    await app.db.insert(t).values({
      deviceCode: code,
      deviceName: `演示相机 ${gate.gateName}`,
      deviceKind: deviceKind.values.gateCamera,
      gateId: gate.id,
      parkId: gate.parkId,
      companyId: gate.companyId,
      state: enabledState.values.enabled,
      keyHash,
      keyIssuedAt: new Date(),
    });
  }
  forgetDevice(code);
  return { code, key };
}

/**
 * A few simulated cameras in the server's own process, for the demo: they sign in to the embedded broker like
 * any camera, send keep-alives every 10 s and, every `everyMinutes`, one of the park's monthly-pass cars (a
 * visitor when it has none) drives in and, a few minutes later, out; the barrier and screen commands and the
 * cameras' replies are on the MQTT test page from the first minute. Returns what stops them.
 */
export async function startDemoCameras(
  app: AppContext,
  o: { url: string; httpUrl?: string; everyMinutes: number },
): Promise<(() => Promise<void>) | null> {
  const found = await demoGates(app);
  if (!found) return null;
  const passes = tableOf(monthPassResource);
  const regulars = await app.db
    .select({ plate: passes.plateNumber })
    .from(passes)
    .where(and(eq(passes.parkId, found.parkId), eq(passes.state, passState.values.active), isNull(passes.deletedAt)))
    .limit(20);
  const entry = await keyedDevice(app, found.entry);
  const exit = await keyedDevice(app, found.exit);
  const cams = [entry, exit].map((d) => new SimCamera({ url: o.url, sn: d.code, key: d.key, httpUrl: o.httpUrl }));
  await Promise.all(cams.map((c) => c.start()));
  const [inCam, outCam] = cams as [SimCamera, SimCamera];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, work: () => Promise<unknown>) => {
    const t = setTimeout(() => {
      timers.delete(t);
      work().catch((err: unknown) => app.log.warn({ err }, 'a demo camera could not send its read'));
    }, ms);
    t.unref();
    timers.add(t);
  };
  let plateid = Date.now() % 1_000_000;
  let turn = 0;
  const car = () => {
    const plate = regulars.length ? (regulars[turn++ % regulars.length]?.plate as string) : randomPlate(Math.random);
    later(0, () => inCam.read({ plate, plateid: ++plateid }));
    later((2 + Math.random() * 3) * 60_000, () => outCam.read({ plate, plateid: ++plateid }));
  };
  later(5_000, async () => car());
  const every = setInterval(car, o.everyMinutes * 60_000);
  every.unref();
  return async () => {
    clearInterval(every);
    for (const t of timers) clearTimeout(t);
    await Promise.all(cams.map((c) => c.stop()));
  };
}
