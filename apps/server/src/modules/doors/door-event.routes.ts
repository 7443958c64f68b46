import {
  deviceKind,
  doorDeviceParamResource,
  doorEventResource,
  doorPassKind,
  doorVerdict,
  idSchema,
} from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { visibleOne } from '../../crud/visible-rows';
import { tableOf } from '../../db/schema';
import type { DeviceAccess } from '../../platform/auth/device-access';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { type AnyRoute, defineRoute, FileAnswer } from '../../platform/route-table';
import { eventTimeOf } from '../traffic/gate-event.service';
import { imageExtension, readDoorPicture, storeDoorPicture } from './door-files';
import { doorVerdictFor, employeeByCredential, readerOfDevice, recordedPass } from './door-pass.service';

const passKinds = { face: doorPassKind.values.face, card: doorPassKind.values.card, qr: doorPassKind.values.qr };

/** A pass presented at a door reader, as the reader sends it. */
export const doorEventInput = z.object({
  eventId: z.string().min(1).max(64),
  /** face (the reader matched a face and sends the employee number), card or qr; or 1, 2, 3 */
  passKind: z.union([
    z.enum(['face', 'card', 'qr']),
    z.literal(doorPassKind.values.face),
    z.literal(doorPassKind.values.card),
    z.literal(doorPassKind.values.qr),
  ]),
  /** The employee number (face), card number (card) or QR code content (qr). */
  credential: z.string().trim().min(1).max(64),
  /** yyyy-MM-dd HH:mm:ss in the operator's zone, or an ISO time; by default now. */
  eventTime: z.string().max(40).optional(),
  /** base64 of a JPEG or PNG snapshot, optionally as a data: URL; at most GATE_IMAGE_MAX_KB. */
  image: z
    .string()
    .max(6_000_000)
    .refine((v) => /^(data:image\/(jpeg|png);base64,)?(\/9j\/|iVBORw0KGgo)/.test(v), {
      params: { msg: { zh: '须为 base64 编码的 JPEG 或 PNG 图片', en: 'must be a base64 JPEG or PNG image' } },
    })
    .optional(),
});
type DoorEventInput = z.infer<typeof doorEventInput>;

const labels = (k: string) =>
  ({
    eventId: { zh: '事件编号', en: 'Event id' },
    passKind: { zh: '通行方式', en: 'Pass by' },
    credential: { zh: '凭证', en: 'Credential' },
    eventTime: { zh: '通行时间', en: 'Time' },
    image: { zh: '图片', en: 'Image' },
    recordId: { zh: '门禁记录', en: 'Door event' },
  })[k];

export type DoorAnswer = {
  eventId: string;
  open: boolean;
  verdict: number;
  reason: { zh: string; en: string };
  recordId: number;
  personName: string | null;
  openSeconds: number;
  repeated?: boolean;
};

function snapshotOf(app: AppContext, base64: string | undefined): { bytes: Buffer; ext: string } | null {
  if (!base64) return null;
  const raw = base64.replace(/^data:image\/[a-z]+;base64,/, '');
  const maxBytes = app.config.gateImageMaxKb * 1024;
  const bytes = /^[A-Za-z0-9+/=\s]+$/.test(raw) ? Buffer.from(raw, 'base64') : Buffer.alloc(0);
  const ext = imageExtension(bytes);
  if (!ext || bytes.length > maxBytes) {
    throw badRequest({
      zh: `图片(image): 只接受不超过 ${app.config.gateImageMaxKb} KB 的 base64 JPEG 或 PNG`,
      en: `Image(image): only a base64 JPEG or PNG of at most ${app.config.gateImageMaxKb} KB`,
    });
  }
  return { bytes, ext };
}

const reasonOf = (verdict: number) =>
  doorVerdict.items.find((i) => i.value === verdict)?.label ?? { zh: String(verdict), en: String(verdict) };

/**
 * One pass at a door, decided and recorded in one transaction: the reader's door, the person the credential
 * names, the grants and hours at that moment. The device's event id makes it idempotent.
 */
export async function handleDoorEvent(
  app: AppContext,
  device: DeviceAccess,
  input: DoorEventInput,
): Promise<DoorAnswer> {
  if (device.kind !== deviceKind.values.doorReader) {
    throw badRequest({
      zh: '设备(deviceKind): 只有门禁读头可以上报门禁事件',
      en: 'Device(deviceKind): only door readers report door events',
    });
  }
  const eventKey = `${device.deviceId}:${input.eventId}`;
  const at = eventTimeOf(app, input.eventTime);
  const passKind = typeof input.passKind === 'string' ? passKinds[input.passKind] : input.passKind;
  const snapshot = snapshotOf(app, input.image);
  return app.db.transaction(async (tx) => {
    const found = await readerOfDevice(tx, device);
    if (!found) {
      throw badRequest({
        zh: '设备(deviceCode): 此设备未绑定到任何门禁设备',
        en: 'Device(deviceCode): this device is no door’s reader',
      });
    }
    const params = tableOf(doorDeviceParamResource);
    const [param] = await tx
      .select({ openSeconds: params.openSeconds })
      .from(params)
      .where(and(eq(params.doorDeviceId, found.reader.id), isNull(params.deletedAt)));
    const openSeconds = param?.openSeconds ?? 5;
    const before = await recordedPass(tx, eventKey);
    if (before) {
      return {
        eventId: input.eventId,
        open: before.verdict === doorVerdict.values.opened,
        verdict: before.verdict,
        reason: reasonOf(before.verdict),
        recordId: before.id,
        personName: before.personName,
        openSeconds,
        repeated: true,
      };
    }
    const person = await employeeByCredential(tx, device.companyId, passKind, input.credential);
    const verdict = await doorVerdictFor(tx, found.door, person, at, app.config.timeZone);
    let imagePath: string | null = null;
    if (snapshot) {
      try {
        imagePath = await storeDoorPicture(
          app,
          'door-images',
          `${device.parkId}/${at.toISOString().slice(0, 10)}`,
          snapshot.bytes,
          snapshot.ext,
        );
      } catch (err) {
        app.log.error({ err, dataDir: app.config.dataDir }, 'door snapshot not kept: it could not be written');
      }
    }
    const t = tableOf(doorEventResource);
    const [row] = await tx
      .insert(t)
      .values({
        companyId: device.companyId,
        parkId: device.parkId,
        eventTime: at,
        doorId: found.door.id,
        doorDeviceId: found.reader.id,
        employeeId: person?.id ?? null,
        personName: person?.empName ?? null,
        passKind,
        credential: passKind === doorPassKind.values.qr ? null : input.credential,
        verdict,
        imagePath,
        eventKey,
      })
      .returning({ id: t.id });
    return {
      eventId: input.eventId,
      open: verdict === doorVerdict.values.opened,
      verdict,
      reason: reasonOf(verdict),
      recordId: Number(row?.id),
      personName: person?.empName ?? null,
      openSeconds,
    };
  });
}

export const doorEventRoutes: AnyRoute[] = [
  defineRoute<Record<string, never>, DoorEventInput, 'device'>({
    method: 'POST',
    url: '/api/device/door/event',
    section: 'doors',
    summary:
      'A door reader reports a face, card or QR pass; answers whether to open (and for how long) from the grants and hours of that moment, and records it',
    auth: 'device',
    body: doorEventInput,
    labels,
    handler: async ({ app, device, body }) => handleDoorEvent(app, device, body),
  }),
  defineRoute<{ recordId: number }, undefined>({
    method: 'GET',
    url: '/api/updown/door/doorevent/getLocalImagePath',
    section: 'doors',
    summary: 'The snapshot a door reader sent with a pass the caller may see (JPEG or PNG)',
    query: z.object({ recordId: idSchema }),
    labels,
    file: true,
    handler: async ({ app, access, query }) => {
      const row = await visibleOne(app.db, doorEventResource, access, query.recordId);
      if (!row.imagePath) throw notFound({ zh: '图片', en: 'Picture' }, row.id);
      const { bytes, type } = await readDoorPicture(app, row.imagePath);
      return new FileAnswer(`door-${row.id}.${type === 'image/png' ? 'png' : 'jpg'}`, type, bytes);
    },
  }),
];
