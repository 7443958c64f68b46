import { parseLocalDateTime } from '@parking/domain';
import { plateColor } from '@parking/resources';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';
import type { PlateColor, PlateRead } from './plate-read';
import { protocolError, readWith } from './protocol-error';

const source = 'Hikvision ISAPI';

// Every value stays text (a plate of digits must not become a number); namespaces are dropped.
const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'pictureInfo',
});

const number = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .transform(Number);

const picture = z.object({
  fileName: z.string().min(1),
  type: z.string().optional(),
  pId: z.string().optional(),
});
export type HikvisionPicture = z.infer<typeof picture>;

const alert = z.object({
  EventNotificationAlert: z.object({
    ipAddress: z.string().optional(),
    macAddress: z.string().optional(),
    channelID: z.string().optional(),
    dateTime: z.string().min(1),
    eventType: z.string().min(1),
    UUID: z.string().min(1).optional(),
    isDataRetransmission: z.enum(['true', 'false']).optional(),
    ANPR: z
      .object({
        licensePlate: z.string(),
        direction: z.string().optional(),
        confidenceLevel: number.optional(),
        plateColor: z.string().optional(),
        pictureInfoList: z.object({ pictureInfo: z.array(picture) }).optional(),
      })
      .optional(),
  }),
});

const colors: Record<string, PlateColor> = {
  blue: plateColor.values.blue,
  yellow: plateColor.values.yellow,
  white: plateColor.values.white,
  black: plateColor.values.black,
  green: plateColor.values.green,
  yellowgreen: plateColor.values.green,
  newenergygreen: plateColor.values.green,
};

export type HikvisionDevice = { ipAddress?: string; macAddress?: string; channelId?: string };

export type HikvisionAlert =
  | ({
      kind: 'anpr';
      read: PlateRead;
      /** forward (coming towards the camera), reverse or unknown. */
      direction?: string;
      /** The pictures the alert refers to, sent as parts of the same multipart post under these names. */
      pictures: HikvisionPicture[];
    } & HikvisionDevice)
  | ({ kind: 'other'; eventType: string } & HikvisionDevice);

function timeOf(text: string, timeZone: string | undefined): Date {
  const withZone = /([zZ]|[+-]\d{2}:?\d{2})$/.test(text);
  const d = withZone ? new Date(text) : timeZone ? parseLocalDateTime(text.replace(/\.\d+$/, ''), timeZone) : null;
  if (!d || Number.isNaN(d.getTime())) {
    throw protocolError(source, 'EventNotificationAlert.dateTime', { zh: '不是有效时间', en: 'is not a valid time' });
  }
  return d;
}

/**
 * An ISAPI EventNotificationAlert. A time without offset is read in `timeZone`, the park's; an ANPR alert
 * without UUID is keyed by its channel and capture time, which a resent alert keeps.
 */
export function parseHikvisionAlert(xml: string | Buffer, timeZone?: string): HikvisionAlert {
  const text = xml.toString();
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw protocolError(source, '(xml)', {
      zh: `不是有效的 XML（第 ${valid.err.line} 行：${valid.err.msg}）`,
      en: `is not valid XML (line ${valid.err.line}: ${valid.err.msg})`,
    });
  }
  const a = readWith(source, alert, parser.parse(text)).EventNotificationAlert;
  const device: HikvisionDevice = {};
  if (a.ipAddress) device.ipAddress = a.ipAddress;
  if (a.macAddress) device.macAddress = a.macAddress;
  if (a.channelID) device.channelId = a.channelID;
  if (a.eventType !== 'ANPR') return { kind: 'other', eventType: a.eventType, ...device };
  if (!a.ANPR) throw protocolError(source, 'EventNotificationAlert.ANPR', { zh: '缺失', en: 'is missing' });
  const sn = a.macAddress ?? a.ipAddress;
  if (!sn) throw protocolError(source, 'EventNotificationAlert.macAddress', { zh: '缺失', en: 'is missing' });
  const eventTime = timeOf(a.dateTime, timeZone);
  const read: PlateRead = {
    sn,
    eventKey: a.UUID ?? `${a.channelID ?? '1'}@${eventTime.toISOString()}`,
    plateNumber: a.ANPR.licensePlate,
    offline: a.isDataRetransmission === 'true',
    eventTime,
  };
  const color = a.ANPR.plateColor ? colors[a.ANPR.plateColor.toLowerCase()] : undefined;
  if (color !== undefined) read.plateColor = color;
  if (a.ANPR.confidenceLevel !== undefined) read.confidence = a.ANPR.confidenceLevel;
  return {
    kind: 'anpr',
    read,
    ...(a.ANPR.direction ? { direction: a.ANPR.direction } : {}),
    pictures: a.ANPR.pictureInfoList?.pictureInfo ?? [],
    ...device,
  };
}
