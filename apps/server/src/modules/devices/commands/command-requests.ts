import { formatLocalDateTime } from '@parking/domain';
import { deviceCommandKind } from '@parking/resources';
import { ledBrightnessFrame, ledTextFrame, ledVoiceFrame } from '../protocols/led-frames';
import {
  vzenithCommand,
  vzenithGpioOut,
  vzenithSerialData,
  vzenithSetTime,
  vzenithWhiteListDelete,
  vzenithWhiteListUpsert,
  type WhiteListEntry,
} from '../protocols/vzenith-commands';
import type { CommandRequest, DeviceRow } from './device-command.service';

/*
 * Each command in the device's own protocol (Vzenith's envelope on device/{code}/message/down/{name}; the
 * product's own MQTT devices take the same envelope). Opening a barrier or moving a lock is sent once: a
 * late answer to the first try means it already moved, and a second try could let a second car through.
 */

const kind = deviceCommandKind.values;

export const openGateRequest = (d: DeviceRow, reason: string | null): CommandRequest => ({
  kind: kind.openGate,
  reason,
  retrySafe: false,
  message: vzenithGpioOut(d.deviceCode),
});

export const ledTextRequest = (d: DeviceRow, lines: string[], reason: string | null): CommandRequest => ({
  kind: kind.ledText,
  reason,
  retrySafe: true,
  message: vzenithSerialData(
    d.deviceCode,
    lines.map((text, line) => ledTextFrame({ line, text })),
  ),
});

/** Shows the text on the first line and speaks it (displaySpeakOn). */
export const displaySpeakRequest = (d: DeviceRow, text: string, reason: string | null): CommandRequest => ({
  kind: kind.ledText,
  reason,
  retrySafe: true,
  message: vzenithSerialData(d.deviceCode, [ledTextFrame({ line: 0, text }), ledVoiceFrame({ text })]),
});

export const ledLightRequest = (d: DeviceRow, level: number, reason: string | null): CommandRequest => ({
  kind: kind.ledLight,
  reason,
  retrySafe: true,
  message: vzenithSerialData(d.deviceCode, [ledBrightnessFrame({ level })]),
});

export const voiceRequest = (d: DeviceRow, text: string, reason: string | null): CommandRequest => ({
  kind: kind.voice,
  reason,
  retrySafe: false,
  message: vzenithSerialData(d.deviceCode, [ledVoiceFrame({ text })]),
});

export const setTimeRequest = (d: DeviceRow, timeZone: string, reason: string | null): CommandRequest => ({
  kind: kind.setTime,
  reason,
  // a retry carries the time it was built with; a clock set twice to a second-old time is still right enough
  retrySafe: true,
  message: vzenithSetTime(d.deviceCode, new Date(), timeZone),
});

export const whiteListAddRequest = (d: DeviceRow, e: WhiteListEntry, reason: string | null): CommandRequest => ({
  kind: kind.whiteListAdd,
  reason,
  retrySafe: true,
  message: vzenithWhiteListUpsert(d.deviceCode, e),
});

export const whiteListDeleteRequest = (d: DeviceRow, plate: string, reason: string | null): CommandRequest => ({
  kind: kind.whiteListDelete,
  reason,
  retrySafe: true,
  message: vzenithWhiteListDelete(d.deviceCode, plate),
});

export type OssConfig = { endpoint: string; bucket: string; prefix: string };

/** Where the camera puts its pictures (set_oss_cfg, the product's message); no secret goes over the bus. */
export const ossConfigRequest = (d: DeviceRow, c: OssConfig, reason: string | null): CommandRequest => ({
  kind: kind.ossConfig,
  reason,
  retrySafe: true,
  message: vzenithCommand(d.deviceCode, 'set_oss_cfg', c, new Date()),
});

/** The firmware to fetch: its address and checksum from the version register, never a credential. */
export type Upgrade = { version: string; versionCode: number; url: string; md5?: string; force: boolean };

export const upgradeRequest = (d: DeviceRow, u: Upgrade, reason: string | null): CommandRequest => ({
  kind: kind.upgrade,
  reason,
  retrySafe: false,
  message: vzenithCommand(d.deviceCode, 'upgrade', u, new Date()),
});

export const lockReadRequest = (d: DeviceRow, reason: string | null): CommandRequest => ({
  kind: kind.lockRead,
  reason,
  retrySafe: true,
  message: vzenithCommand(d.deviceCode, 'lock_read', {}, new Date()),
});

export const lockWriteRequest = (
  d: DeviceRow,
  values: Record<string, string | number | boolean>,
  reason: string | null,
): CommandRequest => ({
  kind: kind.lockWrite,
  reason,
  retrySafe: true,
  message: vzenithCommand(d.deviceCode, 'lock_write', values, new Date()),
});

/** Raises (up) or lowers (down) a berth lock: lowered for a booked car to park. */
export const lockOperateRequest = (d: DeviceRow, action: 'up' | 'down', reason: string | null): CommandRequest => ({
  kind: kind.lockOperate,
  reason,
  retrySafe: false,
  message: vzenithCommand(d.deviceCode, 'lock_operate', { action }, new Date()),
});

/** The white-list entry of a plate valid between two times, as the camera reads them (the park's zone). */
export const whiteListEntry = (plate: string, from: Date, to: Date, timeZone: string): WhiteListEntry => ({
  plate,
  enableTime: formatLocalDateTime(from, timeZone),
  overdueTime: formatLocalDateTime(to, timeZone),
});

export type Encryption = { type: number; source: string | null };

/** Turns a camera's stream and picture encryption on or off as asked (the product's message). */
export const encryptionRequest = (d: DeviceRow, e: Encryption, reason: string | null): CommandRequest => ({
  kind: kind.encryption,
  reason,
  retrySafe: true,
  message: vzenithCommand(d.deviceCode, 'camera_encryption', e, new Date()),
});

/** Closes the barrier wired to the first IO output (a steady off). */
export const closeGateRequest = (d: DeviceRow, reason: string | null): CommandRequest => ({
  kind: kind.closeGate,
  reason,
  retrySafe: true,
  message: vzenithCommand(d.deviceCode, 'gate_close', { io: 0 }, new Date()),
});

/** Holds the barrier up until a close (the product's message: a steady on would not come down by itself). */
export const keepOpenRequest = (d: DeviceRow, reason: string | null): CommandRequest => ({
  kind: kind.keepOpen,
  reason,
  retrySafe: false,
  message: vzenithCommand(d.deviceCode, 'gate_keep_open', { io: 0 }, new Date()),
});

export const rebootRequest = (d: DeviceRow, reason: string | null): CommandRequest => ({
  kind: kind.reboot,
  reason,
  retrySafe: false,
  message: vzenithCommand(d.deviceCode, 'reboot', {}, new Date()),
});

/** Tells a device to fetch the park's fee rules again (it decides offline by them). */
export const syncFeeRuleRequest = (d: DeviceRow, reason: string | null): CommandRequest => ({
  kind: kind.syncFeeRule,
  reason,
  retrySafe: true,
  message: vzenithCommand(d.deviceCode, 'sync_fee_rule', {}, new Date()),
});

export const clearCacheRequest = (d: DeviceRow, reason: string | null): CommandRequest => ({
  kind: kind.clearCache,
  reason,
  retrySafe: true,
  message: vzenithCommand(d.deviceCode, 'clear_cache', {}, new Date()),
});

/**
 * What a device uploads when asked for its log: the last `hours`, posted with its own key to `url` (the
 * server's public address), or to `path` on the address the device already reaches the server at.
 */
export type LogUpload = { logId: number; hours: number; url: string; path: string };

/** Asks a device for its log (the product's message); the device acknowledges, then posts the file to `url`. */
export const uploadLogRequest = (d: DeviceRow, u: LogUpload, reason: string | null): CommandRequest => ({
  kind: kind.uploadLog,
  reason,
  retrySafe: true,
  message: vzenithCommand(d.deviceCode, 'upload_log', u, new Date()),
});
