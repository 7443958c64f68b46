import { type Lang, storedMessageIn } from '@parking/domain';
import {
  type DictValue,
  deviceCommandKind,
  deviceCommandResource,
  deviceCommandState,
  deviceVendor,
  enabledState,
  gateDeviceResource,
} from '@parking/resources';
import { saveRow, type WriteCtx } from '../../../crud/save-row';
import { visibleOne } from '../../../crud/visible-rows';
import type { RowOf } from '../../../db/resource-table';
import type { Access, AppContext } from '../../../platform/context';
import { AppError, badRequest } from '../../../platform/errors';
import type { VzenithCommand } from '../protocols/vzenith-commands';
import { type CommandRow, courierOf, type Outgoing } from './command-courier';

export type DeviceRow = RowOf<typeof gateDeviceResource>;
export type CommandKind = DictValue<typeof deviceCommandKind>;

/** What to ask of a device: the kind and reason recorded, the message in its protocol. */
export type CommandRequest = {
  kind: CommandKind;
  message: VzenithCommand<unknown>;
  /** Sending it again does no harm when unanswered: a clock, a list entry, a text. */
  retrySafe: boolean;
  reason?: string | null;
  parkCommandId?: number | null;
};

/** Refuses, before anything is written, a command no transport can carry to this device. */
function checkCommandable(device: DeviceRow): void {
  if (device.state !== enabledState.values.enabled) {
    throw badRequest({
      zh: `设备(deviceId): ${device.deviceCode} 已停用，不能下发指令`,
      en: `Device(deviceId): ${device.deviceCode} is disabled and takes no commands`,
    });
  }
  if (device.vendor === deviceVendor.values.hikvision) {
    throw badRequest({
      zh: `设备(deviceId): ${device.deviceCode} 使用海康 ISAPI 推送，本系统不向其下发指令`,
      en: `Device(deviceId): ${device.deviceCode} pushes Hikvision ISAPI events; this build sends it no commands`,
    });
  }
}

/** Records the command as queued, in the caller's transaction; the courier sends it once that is committed. */
export async function queueCommand(ctx: WriteCtx, device: DeviceRow, r: CommandRequest): Promise<Outgoing> {
  checkCommandable(device);
  const { row } = await saveRow(ctx, deviceCommandResource, {
    parkId: device.parkId,
    deviceId: device.id,
    kind: r.kind,
    reason: r.reason?.trim() || null,
    sentBy: ctx.access.userId > 0 ? ctx.access.username : null,
    payload: r.message.payload,
    messageId: r.message.payload.id,
    parkCommandId: r.parkCommandId ?? null,
  } as never);
  return {
    commandId: row.id,
    messageId: r.message.payload.id,
    topic: r.message.topic,
    payload: r.message.payload,
    retrySafe: r.retrySafe,
  };
}

type Caller = { app: AppContext; access: Access; lang: Lang; noteChange?: (c: Record<string, unknown>) => void };

/** The device the caller may see, by id. */
/** The same command to each device, queued one after another in the caller's transaction. */
export async function queueCommands(
  ctx: WriteCtx,
  devices: DeviceRow[],
  request: (device: DeviceRow) => CommandRequest,
): Promise<Outgoing[]> {
  const queued: Outgoing[] = [];
  for (const device of devices) queued.push(await queueCommand(ctx, device, request(device)));
  return queued;
}

export const deviceOf = (ctx: Caller, deviceId: number) =>
  visibleOne(ctx.app.db, gateDeviceResource, ctx.access, deviceId);

/**
 * Sends commands to devices the caller may command: each is recorded, sent and settled (acknowledged,
 * failed or timed out) before this resolves. The commands of one call go out together.
 */
export async function sendCommands(ctx: Caller, build: (tx: WriteCtx) => Promise<Outgoing[]>): Promise<CommandRow[]> {
  const outgoing = await ctx.app.db.transaction((tx) => build({ ...ctx, tx }));
  return Promise.all(outgoing.map((o) => courierOf(ctx.app).deliver(o)));
}

/** One device, one command. */
export async function sendCommand(
  ctx: Caller,
  deviceId: number,
  request: (device: DeviceRow) => CommandRequest,
): Promise<CommandRow> {
  const [row] = await sendCommands(ctx, async (w) => {
    const device = await visibleOne(w.tx, gateDeviceResource, w.access, deviceId);
    return [await queueCommand(w, device, request(device))];
  });
  if (!row) throw new Error('the command was not recorded');
  return row;
}

const stateName = (state: number, lang: Lang) =>
  deviceCommandState.items.find((i) => i.value === state)?.label[lang] ?? String(state);

/** A command as the caller reads it. */
export function commandView(row: CommandRow, lang: Lang) {
  return {
    commandId: row.id,
    deviceId: row.deviceId,
    kind: row.kind,
    kindName: deviceCommandKind.items.find((i) => i.value === row.kind)?.label[lang] ?? row.kind,
    state: row.state,
    stateName: stateName(row.state ?? 0, lang),
    tries: row.tries,
    sentAt: row.sentAt,
    answeredAt: row.answeredAt,
    answer: row.answer,
    result: storedMessageIn(row.result, lang),
  };
}

/**
 * The answer of a call that commanded devices: the commands when every one was acknowledged; otherwise an
 * error naming each that was not, so a command that did not arrive never reads as done.
 */
export function commandsOutcome(rows: CommandRow[], lang: Lang, enough: 'all' | 'any' = 'all') {
  const views = rows.map((r) => commandView(r, lang));
  const missed = rows.filter((r) => r.state !== deviceCommandState.values.acknowledged);
  if (!missed.length || (enough === 'any' && missed.length < rows.length)) return rows.length === 1 ? views[0] : views;
  const timedOut = missed.every((r) => r.state === deviceCommandState.values.timedOut);
  const line = (r: CommandRow, l: Lang) =>
    `#${r.id} ${stateName(r.state ?? 0, l)}: ${storedMessageIn(r.result, l) ?? ''}`;
  throw new AppError(
    timedOut ? 504 : 502,
    {
      zh: `指令未完成（${missed.map((r) => line(r, 'zh')).join('；')}）`,
      en: `the command was not done (${missed.map((r) => line(r, 'en')).join('; ')})`,
    },
    views,
  );
}
