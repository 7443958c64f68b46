import { z } from 'zod';
import { fromGbk } from './gbk';
import type { PlateRead } from './plate-read';
import { protocolError, readWith } from './protocol-error';
import { vzenithAlarmInfoPlate, vzenithRead } from './vzenith-plate-result';
import { parseVzenithTopic } from './vzenith-topics';

/** The envelope of every Vzenith MQTT message, up and down. */
export const vzenithEnvelope = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  sn: z.string().min(1),
  name: z.string().min(1),
  version: z.string().optional(),
  /** Seconds since the epoch (some firmware sends milliseconds). */
  timestamp: z.number().nonnegative().optional(),
  /** Present on a camera's answer to a command: 200 is done. */
  code: z.number().int().optional(),
  payload: z.unknown(),
});

export type VzenithInbound =
  | { kind: 'plate'; id: string; sn: string; read: PlateRead }
  | { kind: 'keepAlive'; id: string; sn: string; sentAt: Date | null }
  | { kind: 'reply'; id: string; sn: string; command: string; code: number | null; ok: boolean; body: unknown }
  | { kind: 'berth'; id: string; sn: string; report: BerthReport }
  | { kind: 'other'; id: string; sn: string; name: string };

/**
 * A berth sensor's (geomagnetic) report on `device/{sn}/message/up/berth_state`, the product's own message in
 * the same envelope: the berth taken or free, the berth by number when the sensor is not bound to one, and
 * its own time. Its heartbeats are the envelope's `keep_alive`.
 */
export const berthStateBody = z.object({
  occupied: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean),
  berthNo: z.string().trim().min(1).max(20).optional(),
  plateNumber: z.string().trim().min(1).max(16).optional(),
});
export type BerthReport = z.infer<typeof berthStateBody> & { at: Date | null };
export const berthStateName = 'berth_state';

/** How the camera encodes the plate in `license`: GBK as shipped, UTF-8 where the camera is set so. */
export type LicenseEncoding = 'gbk' | 'utf8';

const source = 'Vzenith MQTT';
const alarmInfoContainer = z.object({ AlarmInfoPlate: vzenithAlarmInfoPlate });
const toDate = (timestamp: number | undefined) =>
  timestamp === undefined ? null : new Date(timestamp > 1e12 ? timestamp : timestamp * 1000);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function decodeLicense(base64: string, encoding: LicenseEncoding, field: string): string {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64.trim())) {
    throw protocolError(source, field, { zh: '不是 base64 编码', en: 'is not base64' });
  }
  const bytes = Buffer.from(base64.trim(), 'base64');
  return encoding === 'gbk' ? fromGbk(bytes) : bytes.toString('utf8');
}

function parseJson(raw: Buffer | string | unknown): unknown {
  if (typeof raw !== 'string' && !Buffer.isBuffer(raw)) return raw;
  try {
    return JSON.parse(raw.toString());
  } catch {
    throw protocolError(source, '(message)', { zh: '不是 JSON', en: 'is not JSON' });
  }
}

/**
 * A message a camera published, read by its topic. A plate result may sit directly in the payload, as
 * cameras send it, or in payload.body, the shape of the product's other messages.
 */
export function parseVzenithMessage(
  topic: string,
  raw: Buffer | string | unknown,
  licenseEncoding: LicenseEncoding = 'gbk',
): VzenithInbound {
  const t = parseVzenithTopic(topic);
  if (!t || t.way === 'down') {
    throw protocolError(source, 'topic', {
      zh: `「${topic}」不是相机上报的主题`,
      en: `"${topic}" is not a camera's topic`,
    });
  }
  const m = readWith(source, vzenithEnvelope, parseJson(raw));
  if (m.sn !== t.sn) {
    throw protocolError(source, 'sn', { zh: `与主题中的 ${t.sn} 不一致`, en: `differs from ${t.sn} in the topic` });
  }
  const base = { id: m.id, sn: m.sn };
  if (t.way === 'reply') {
    const code = m.code ?? null;
    return { kind: 'reply', ...base, command: t.name, code, ok: code === 200, body: m.payload ?? null };
  }
  if (t.name === 'keep_alive') return { kind: 'keepAlive', ...base, sentAt: toDate(m.timestamp) };
  if (t.name === berthStateName) {
    const inBody = isRecord(m.payload) && isRecord(m.payload.body);
    const body = inBody && isRecord(m.payload) ? m.payload.body : m.payload;
    const report = readWith(source, berthStateBody, body, inBody ? 'payload.body' : 'payload');
    return { kind: 'berth', ...base, report: { ...report, at: toDate(m.timestamp) } };
  }
  if (t.name !== 'ivs_result') return { kind: 'other', ...base, name: t.name };
  const inBody = isRecord(m.payload) && isRecord(m.payload.body) && 'AlarmInfoPlate' in m.payload.body;
  const at = inBody ? 'payload.body' : 'payload';
  const container = inBody && isRecord(m.payload) ? m.payload.body : m.payload;
  const { AlarmInfoPlate } = readWith(source, alarmInfoContainer, container, at);
  const result = AlarmInfoPlate.result.PlateResult;
  const plate = decodeLicense(result.license, licenseEncoding, `${at}.AlarmInfoPlate.result.PlateResult.license`);
  return { kind: 'plate', ...base, read: vzenithRead(source, m.sn, result, plate, toDate(m.timestamp)) };
}
