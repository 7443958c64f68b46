import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { replaceImageWriter } from '../../src/modules/traffic/gate-image-store';
import { call, createTestApp, type TestApp } from '../support/test-app';
import { countRows, gateEvent, type Plaza, plazaWithDevices, stored } from '../traffic/traffic-helpers';

// A full disk when a gate image is stored: the read is still decided and recorded once, without the image;
// the failure is logged; no file, whole or partial, is left behind.

type Logged = { level: string; obj: unknown; msg: unknown };
const logged: Logged[] = [];
const recorder = (level: string) => (obj: unknown, msg?: unknown) => {
  logged.push({ level, obj, msg });
};
const spyLog = {
  level: 'info',
  fatal: recorder('fatal'),
  error: recorder('error'),
  warn: recorder('warn'),
  info: recorder('info'),
  debug: recorder('debug'),
  trace: recorder('trace'),
  silent: () => undefined,
  child: () => spyLog,
} as unknown as FastifyBaseLogger;

let app: TestApp;
let plaza: Plaza;
let dataDir: string;
let restore: (() => void) | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'gate-images-full-'));
  app = await createTestApp({
    before: (a) => {
      a.context.config.dataDir = dataDir;
      a.context.log = spyLog;
    },
  });
  plaza = await plazaWithDevices(app, 'FULL');
});
afterEach(() => {
  restore?.();
  restore = null;
  logged.length = 0;
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// a 1x1 PNG
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The error a write to a full disk gives: the kernel's own from /dev/full where there is one. */
async function noSpaceLeft(bytes: Buffer): Promise<never> {
  if (existsSync('/dev/full')) await writeFile('/dev/full', bytes);
  throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' });
}

/** The disk fills up halfway through the file: half the bytes land, then the write fails. */
function fillUpHalfway(only: (bytes: Buffer) => boolean = () => true) {
  restore = replaceImageWriter(async (file, bytes) => {
    if (!only(bytes)) return writeFile(file, bytes);
    await writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    return noSpaceLeft(bytes);
  });
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}
const imageFiles = () => filesUnder(join(dataDir, 'gate-images'));

const staysOf = (plate: string) =>
  countRows(app, 'select count(*) as n from park_io_record where plate_number = $1 and deleted_at is null', [plate]);
const eventsOf = (plate: string) =>
  countRows(app, 'select count(*) as n from gate_event where plate_number = $1 and deleted_at is null', [plate]);

async function storedEvent(plate: string) {
  const [row] = await app.database.query<{ image: string | null; record_id: string | number | null }>(
    'select image, record_id from gate_event where plate_number = $1 and deleted_at is null',
    [plate],
  );
  return row;
}

const notKeptLogs = () => logged.filter((l) => l.level === 'error' && String(l.msg).startsWith('gate image not kept'));

describe('a full disk when a gate image is stored', () => {
  it('the car is still let in and its stay recorded once, without the image; the failure is logged; no file is left', async () => {
    fillUpHalfway();
    const plate = '沪F00001';
    const body = { eventId: 'full-1', direction: 'in', plateNumber: plate, image: png };
    const res = await gateEvent(app, plaza.entry, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, success: true, data: { open: true } });
    const recordId = res.body.data.recordId as number;

    expect(await staysOf(plate)).toBe(1);
    expect(await eventsOf(plate)).toBe(1);
    expect(await stored(app, 'park_io_record', recordId)).toMatchObject({ plate_number: plate, in_image: null });
    expect(await storedEvent(plate)).toMatchObject({ image: null });
    const paths = await call<{ inImage: string | null }>(app, 'GET', '/api/updown/parkIORecord/getLocalImagePath', {
      token: plaza.token,
      query: { recordId },
    });
    expect(paths.body.data.inImage).toBeNull();
    expect(imageFiles()).toEqual([]);

    const [entry, ...more] = notKeptLogs();
    expect(more).toEqual([]);
    expect(entry?.obj).toMatchObject({ err: { code: 'ENOSPC' }, dataDir });
    expect(entry?.obj).toMatchObject({ image: expect.stringMatching(/^gate-images\/\d+\/.+\.png$/) });

    // the device did not hear the answer and sends the same read again, with the disk still full
    const again = await gateEvent(app, plaza.entry, body);
    expect(again.body.data).toEqual(res.body.data);
    expect(await staysOf(plate)).toBe(1);
    expect(await eventsOf(plate)).toBe(1);
    expect(imageFiles()).toEqual([]);
  });

  it('reads decided together: the one whose image cannot be written is recorded without it, the others keep theirs', async () => {
    // the second image is a different PNG: the disk fills up while that one is written
    const other = Buffer.from(png, 'base64');
    other[other.length - 1] = 0x83;
    fillUpHalfway((bytes) => bytes.equals(other));
    const plates = ['沪F00011', '沪F00012', '沪F00013'];
    const answers = await Promise.all(
      plates.map((plateNumber, i) =>
        gateEvent(app, plaza.entry, {
          direction: 'in',
          plateNumber,
          image: i === 1 ? other.toString('base64') : png,
        }),
      ),
    );
    for (const a of answers) expect(a.body).toMatchObject({ code: 200, success: true, data: { open: true } });
    for (const plate of plates) {
      expect(await staysOf(plate)).toBe(1);
      expect(await eventsOf(plate)).toBe(1);
    }
    const kept = await Promise.all(plates.map(storedEvent));
    expect(kept[1]?.image).toBeNull();
    expect(kept[0]?.image).toMatch(/^gate-images\//);
    expect(kept[2]?.image).toMatch(/^gate-images\//);
    expect(await stored(app, 'park_io_record', answers[1]?.body.data.recordId as number)).toMatchObject({
      in_image: null,
    });
    // exactly the two kept images are on disk, each whole under its own name
    expect(imageFiles().sort()).toEqual([kept[0]?.image, kept[2]?.image].map((p) => join(dataDir, String(p))).sort());
    for (const i of [0, 2]) {
      const image = await call(app, 'GET', '/api/updown/parkIORecord/image', {
        token: plaza.token,
        query: { recordId: answers[i]?.body.data.recordId, which: 'in' },
      });
      expect(image.status).toBe(200);
      expect(image.raw.equals(Buffer.from(png, 'base64'))).toBe(true);
    }
    expect(notKeptLogs()).toHaveLength(1);
  });

  it('the car leaves on a full disk too: the exit is decided and the stay closed without the exit image', async () => {
    const plate = '沪F00021';
    const entered = await gateEvent(app, plaza.entry, {
      direction: 'in',
      plateNumber: plate,
      eventTime: '2026-03-03 08:00:00',
      image: png,
    });
    expect(entered.body.data.open).toBe(true);
    fillUpHalfway();
    const left = await gateEvent(app, plaza.exit, {
      direction: 'out',
      plateNumber: plate,
      eventTime: '2026-03-03 08:10:00',
      image: png,
    });
    expect(left.status).toBe(200);
    // ten minutes are within the free minutes: the barrier opens and the stay is closed
    expect(left.body.data).toMatchObject({ open: true, recordId: entered.body.data.recordId });
    const stay = await stored(app, 'park_io_record', entered.body.data.recordId as number);
    expect(stay.out_image).toBeNull();
    expect(String(stay.in_image)).toMatch(/^gate-images\//);
    expect(await eventsOf(plate)).toBe(2);
    expect(imageFiles()).toContain(join(dataDir, String(stay.in_image)));
    expect(imageFiles().filter((f) => f.endsWith('.part'))).toEqual([]);
    expect(notKeptLogs()).toHaveLength(1);
  });

  it('once there is room again, images are kept as before', async () => {
    const res = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪F00031', image: png });
    expect(res.body.data.open).toBe(true);
    const event = await storedEvent('沪F00031');
    expect(event?.image).toMatch(/^gate-images\//);
    expect(existsSync(join(dataDir, String(event?.image)))).toBe(true);
    expect(notKeptLogs()).toEqual([]);
  });
});
