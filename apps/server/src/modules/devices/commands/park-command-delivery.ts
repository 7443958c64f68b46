import { type Lang, type Message, storedMessage, storedMessageIn } from '@parking/domain';
import {
  commandState,
  deviceCommandState,
  deviceKind,
  deviceVendor,
  enabledState,
  gateDeviceResource,
  parkCommandResource,
  parkCommandType,
} from '@parking/resources';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { WriteCtx } from '../../../crud/save-row';
import { visibleConditions } from '../../../crud/scope';
import type { RowOf } from '../../../db/resource-table';
import { tableOf } from '../../../db/schema';
import type { AppContext } from '../../../platform/context';
import { AppError, badRequest } from '../../../platform/errors';
import { syncCameraWhiteListNow } from '../white-list-sync.service';
import { type CommandRow, courierOf, type Outgoing } from './command-courier';
import {
  clearCacheRequest,
  closeGateRequest,
  keepOpenRequest,
  openGateRequest,
  rebootRequest,
  setTimeRequest,
  syncFeeRuleRequest,
} from './command-requests';
import { type CommandRequest, commandView, type DeviceRow, queueCommands } from './device-command.service';

type ParkCommand = RowOf<typeof parkCommandResource>;
const pc = parkCommandType.values;

const requestOf = (p: ParkCommand, tz: string): ((d: DeviceRow, why: string | null) => CommandRequest) | null => {
  switch (p.command) {
    case pc.openGate:
      return openGateRequest;
    case pc.closeGate:
      return closeGateRequest;
    case pc.keepOpen:
      return keepOpenRequest;
    case pc.reboot:
      return rebootRequest;
    case pc.syncTime:
      return (d, why) => setTimeRequest(d, tz, why);
    case pc.syncFeeRule:
      return syncFeeRuleRequest;
    case pc.clearCache:
      return clearCacheRequest;
    default:
      return null;
  }
};

/** The park's (or the gate's) enabled cameras that take commands over the bus, and with `ownList` only those keeping a white list. */
async function targets(w: WriteCtx, p: ParkCommand, ownList = false): Promise<DeviceRow[]> {
  const t = tableOf(gateDeviceResource);
  return w.tx
    .select()
    .from(t)
    .where(
      and(
        eq(t.parkId, p.parkId),
        p.gateId ? eq(t.gateId, p.gateId) : undefined,
        eq(t.deviceKind, deviceKind.values.gateCamera),
        eq(t.state, enabledState.values.enabled),
        inArray(t.vendor, [deviceVendor.values.own, deviceVendor.values.vzenith]),
        ownList ? eq(t.offlineWhiteList, true) : undefined,
        isNull(t.deletedAt),
        visibleConditions(gateDeviceResource, w.access),
      ),
    )
    .orderBy(asc(t.id));
}

const noTarget = (p: ParkCommand, ownList: boolean): never => {
  const where = p.gateId ? { zh: `通道 ${p.gateId}`, en: `gate ${p.gateId}` } : { zh: '该停车场', en: 'the park' };
  const field = p.gateId ? { zh: '通道(gateId)', en: 'Gate(gateId)' } : { zh: '停车场(parkId)', en: 'Park(parkId)' };
  throw badRequest(
    ownList
      ? {
          zh: `${field.zh}: ${where.zh}没有启用脱机白名单的相机`,
          en: `${field.en}: ${where.en} has no camera keeping an offline white list`,
        }
      : {
          zh: `${field.zh}: ${where.zh}没有可下发指令的启用相机`,
          en: `${field.en}: ${where.en} has no enabled camera that takes commands`,
        },
  );
};

export type ParkDelivery = { outgoing: Outgoing[]; whiteListCameras: DeviceRow[] };

/**
 * The device commands a recorded park command becomes, one per camera it reaches, queued in the caller's
 * transaction; a command no camera can take is refused there, so nothing is recorded.
 */
export async function queueParkCommand(w: WriteCtx, p: ParkCommand, tz: string): Promise<ParkDelivery> {
  const why = p.content?.trim() || null;
  if (p.command === pc.syncWhiteList) {
    const cameras = await targets(w, p, true);
    if (!cameras.length) noTarget(p, true);
    return { outgoing: [], whiteListCameras: cameras };
  }
  const request = requestOf(p, tz);
  if (!request) throw new Error(`park command ${p.command} has no device command`);
  const cameras = await targets(w, p);
  if (!cameras.length) noTarget(p, false);
  const outgoing = await queueCommands(w, cameras, (c) => ({ ...request(c, why), parkCommandId: p.id }));
  return { outgoing, whiteListCameras: [] };
}

const ack = deviceCommandState.values.acknowledged;

async function setParkCommand(app: AppContext, id: number, state: number, result: Message, sentAt: Date | null) {
  const t = tableOf(parkCommandResource);
  const [row] = await app.db
    .update(t)
    .set({
      state: state as ParkCommand['state'],
      result: storedMessage(result, 500),
      sentAt,
      answeredAt: state === commandState.values.sent ? null : new Date(),
    })
    .where(eq(t.id, id))
    .returning();
  if (!row) throw new Error(`park command ${id} is gone`);
  return row;
}

/**
 * Sends the queued commands and settles the park command by their outcome: acknowledged when every camera
 * confirmed (for opening a barrier: when one did), failed otherwise, naming each that did not.
 */
export async function deliverParkCommand(app: AppContext, p: ParkCommand, d: ParkDelivery) {
  if (d.whiteListCameras.length) {
    const sent = await Promise.all(d.whiteListCameras.map((c) => syncCameraWhiteListNow(app, c)));
    const changes = sent.reduce((a, b) => a + b, 0);
    const row = await setParkCommand(
      app,
      p.id,
      commandState.values.sent,
      {
        zh: `已向 ${sent.length} 台相机下发白名单差异 ${changes} 条，各条结果见设备指令`,
        en: `${changes} white-list change(s) sent to ${sent.length} camera(s); each is in the device command log`,
      },
      new Date(),
    );
    return { parkCommand: row, devices: [] as CommandRow[] };
  }
  const rows = await Promise.all(d.outgoing.map((o) => courierOf(app).deliver(o)));
  const missed = rows.filter((r) => r.state !== ack);
  const enough = p.command === pc.openGate ? missed.length < rows.length : missed.length === 0;
  const sentAt = rows.map((r) => r.sentAt).find((s) => s) ?? null;
  const line = (r: CommandRow, l: Lang) => `#${r.id} ${storedMessageIn(r.result, l) ?? ''}`;
  const row = await setParkCommand(
    app,
    p.id,
    enough ? commandState.values.acknowledged : commandState.values.failed,
    enough
      ? { zh: `${rows.length - missed.length} 台设备已确认`, en: `${rows.length - missed.length} device(s) confirmed` }
      : {
          zh: `设备未确认：${missed.map((r) => line(r, 'zh')).join('；')}`,
          en: `not confirmed by the devices: ${missed.map((r) => line(r, 'en')).join('; ')}`,
        },
    sentAt,
  );
  return { parkCommand: row, devices: rows };
}

/** The devices' outcome as the caller reads it: an error when the park command failed, never a silent success. */
export function parkDeliveryOutcome(
  delivered: { parkCommand: ParkCommand; devices: CommandRow[] },
  lang: Lang,
  answer: Record<string, unknown>,
) {
  const devices = delivered.devices.map((r) => commandView(r, lang));
  if (delivered.parkCommand.state === commandState.values.failed) {
    const timedOut = delivered.devices.every((r) => r.state !== deviceCommandState.values.failed);
    throw new AppError(
      timedOut ? 504 : 502,
      {
        zh: `车场指令 #${delivered.parkCommand.id} 未完成（${storedMessageIn(delivered.parkCommand.result, 'zh')}）`,
        en: `park command #${delivered.parkCommand.id} was not done (${storedMessageIn(delivered.parkCommand.result, 'en')})`,
      },
      { ...answer, devices },
    );
  }
  return { ...answer, devices };
}
