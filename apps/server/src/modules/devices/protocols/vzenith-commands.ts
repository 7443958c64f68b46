import { randomUUID } from 'node:crypto';
import { formatLocalDateTime } from '@parking/domain';
import { badRequest } from '../../../platform/errors';
import { type VzenithCommandName, vzenithTopic } from './vzenith-topics';

export type VzenithCommand<B> = {
  topic: string;
  payload: {
    id: string;
    sn: string;
    name: VzenithCommandName;
    version: '1.0';
    timestamp: number;
    payload: { type: VzenithCommandName; body: B };
  };
};

export function vzenithCommand<B>(sn: string, name: VzenithCommandName, body: B, now: Date): VzenithCommand<B> {
  return {
    topic: vzenithTopic.down(sn, name),
    payload: {
      id: randomUUID(),
      sn,
      name,
      version: '1.0',
      timestamp: Math.floor(now.getTime() / 1000),
      payload: { type: name, body },
    },
  };
}

function check(ok: boolean, field: string, rule: { zh: string; en: string }) {
  if (!ok) throw badRequest({ zh: `相机指令 ${field} ${rule.zh}`, en: `camera command ${field} ${rule.en}` });
}

/** An IO output's state: off, on, or on then off after `delay` ms (a barrier's open pulse). */
export const gpioValue = { off: 0, on: 1, pulse: 2 } as const;

export type GpioOut = { io?: number; value?: (typeof gpioValue)[keyof typeof gpioValue]; delay?: number };

/** Opens the barrier wired to the IO output (the first by default) with a pulse. */
export function vzenithGpioOut(sn: string, o: GpioOut = {}, now = new Date()) {
  const body = { delay: o.delay ?? 500, io: o.io ?? 0, value: o.value ?? gpioValue.pulse };
  check(Number.isInteger(body.io) && body.io >= 0 && body.io <= 3, 'io', { zh: '应为 0-3', en: 'must be 0-3' });
  check(Number.isInteger(body.delay) && body.delay >= 0 && body.delay <= 600_000, 'delay', {
    zh: '应为 0-600000 毫秒',
    en: 'must be 0-600000 ms',
  });
  return vzenithCommand(sn, 'gpio_out', body, now);
}

/** The camera's serial ports: 0 is the first RS485 port, where the screen usually hangs. */
export type SerialChannel = 0 | 1;

/** Frames for the camera to pass on at its serial port, each as base64 with its length in bytes. */
export const serialDataItems = (frames: Uint8Array[], serialChannel: SerialChannel = 0) =>
  frames.map((f) => ({ serialChannel, data: Buffer.from(f).toString('base64'), dataLen: f.length }));

/** Frames the camera passes to the device on its serial port (a screen, a voice board). */
export function vzenithSerialData(
  sn: string,
  frames: Uint8Array[],
  serialChannel: SerialChannel = 0,
  now = new Date(),
) {
  check(frames.length > 0, 'serialData', { zh: '至少要有一帧', en: 'needs a frame' });
  return vzenithCommand(sn, 'serial_data', { serialData: serialDataItems(frames, serialChannel) }, now);
}

const localTime = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export type WhiteListEntry = {
  plate: string;
  /** yyyy-MM-dd HH:mm:ss by the camera's clock. */
  enableTime: string;
  overdueTime: string;
  /** When the entry was made; the enable time by default. */
  createTime?: string;
};

/**
 * Adds a plate to the camera's white list, or replaces its entry. The camera takes one record a message
 * (dldb_rec is an object, not a list), with create_time.
 */
export function vzenithWhiteListUpsert(sn: string, e: WhiteListEntry, now = new Date()) {
  for (const [field, v] of [
    ['enable_time', e.enableTime],
    ['overdue_time', e.overdueTime],
    ['create_time', e.createTime ?? e.enableTime],
  ] as const) {
    check(localTime.test(v), field, { zh: '格式应为 yyyy-MM-dd HH:mm:ss', en: 'must be yyyy-MM-dd HH:mm:ss' });
  }
  check(e.plate.trim() !== '', 'plate', { zh: '不能为空', en: 'is required' });
  return vzenithCommand(
    sn,
    'white_list_operator',
    {
      operator_type: 'update_or_add' as const,
      dldb_rec: {
        plate: e.plate.trim(),
        enable: 1,
        need_alarm: 0,
        create_time: e.createTime ?? e.enableTime,
        enable_time: e.enableTime,
        overdue_time: e.overdueTime,
        time_seg_enable: 0,
        seg_time_start: '00:00:00',
        seg_time_end: '00:00:00',
      },
    },
    now,
  );
}

/** Takes a plate off the camera's white list. */
export function vzenithWhiteListDelete(sn: string, plate: string, now = new Date()) {
  check(plate.trim() !== '', 'plate', { zh: '不能为空', en: 'is required' });
  return vzenithCommand(sn, 'white_list_operator', { operator_type: 'delete' as const, plate: plate.trim() }, now);
}

/** Sets the camera's clock to `at` as read in the park's time zone. */
export function vzenithSetTime(sn: string, at: Date, timeZone: string, now = new Date()) {
  const [year, month, day, hour, min, sec] = formatLocalDateTime(at, timeZone).split(/[- :]/) as string[];
  const body = { year, month, day, hour, min, sec };
  return vzenithCommand(sn, 'set_time', body, now);
}
