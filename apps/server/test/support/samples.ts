import { generateKeyPairSync } from 'node:crypto';
import {
  allFields,
  deviceKind,
  type Field,
  listRoutePath,
  type ResourceDef,
  refParent,
  routeUrl,
} from '@parking/resources';
import { call, type TestApp } from './test-app';

let serial = 0;

/**
 * Fields whose valid values depend on each other (a fee period is the whole day; a ladder step starts after
 * the demo period's first hour, on a whole unit; only ladder rules set a cycle; calendars are lists of dates).
 */
const fixedSamples: Record<string, (variant: number) => unknown> = {
  // a big-screen layout's tiles: one figure in the grid's first cell
  tiles: (variant) => [{ figure: variant % 2 ? 'fee15' : 'firstPayMoney', x: 0, y: 0, w: 1, h: 1 }],
  startMinute: () => 0,
  endMinute: () => 1440,
  fromMinute: (variant) => 600 + 60 * variant,
  cycleMinutes: () => undefined,
  holidays: (variant) => `2026-10-0${1 + (variant % 7)}`,
  workdays: () => undefined,
  untilTime: (variant) => `1${variant % 10}:30`,
  // handheld and module IMEIs are digits
  imei: (variant) => `8612340${String(serial * 10 + variant).padStart(8, '0')}`,
  // a screen's lines and bindings: the fourth line, which the demo's last gate screen leaves free
  lineNo: (variant) => 4 - variant,
  lineCount: () => 8,
  // a guidance group's devices: none, so the sample does not depend on the park's devices
  deviceIds: () => [],
  // payment merchants' keys are checked as keys
  appId: (variant) => `wx${String(1000000000000000 + variant)}`,
  mchId: (variant) => `190000${1000 + variant}`,
  subMchId: (variant) => `160000${1000 + variant}`,
  serialNo: (variant) => `5157F09EFDC096DE${1000 + variant}`,
  sellerId: (variant) => `2088${String(100000000000 + variant)}`,
  apiV3Key: (variant) => `ApiV3Key${variant}`.padEnd(32, 'k'),
  privateKey: () => merchantKeys().privatePem,
  appPrivateKey: () => merchantKeys().privatePem,
  platformCert: () => merchantKeys().publicPem,
  alipayPublicKey: () => merchantKeys().publicPem,
  // addresses and keys checked by their form
  liveUrl: (variant) => `rtsp://10.0.${variant % 250}.${++serial % 250}/live`,
  playbackUrl: (variant) => `rtsp://10.0.${variant % 250}.${++serial % 250}/playback`,
  ipAddress: (variant) => `10.1.${variant % 250}.${++serial % 250}`,
  url: (variant) => `https://platform.example/p${++serial}v${variant}`,
  appKey: (variant) => `AppKey${String(++serial).padStart(12, '0')}${variant}`,
  // a seller's taxpayer number: 15 to 20 digits or capitals
  taxNo: (variant) => `91310000MA1T${String(serial * 10 + variant).padStart(6, '0')}`,
  // a bank account number: digits only
  accountNo: (variant) => `62220210${String(serial * 10 + variant).padStart(10, '0')}`,
  endpoint: (variant) => `oss-cn-shanghai${variant}.aliyuncs.com`,
  bucket: (variant) => `bucket-${serial}-${variant}`,
  // a period's start, before any end date sampled (those fall in December)
  startDate: (variant) => `2026-11-0${1 + (variant % 9)}`,
  // a door day template: one window, the others left out
  start1: (variant) => `0${variant % 10}:00`,
  end1: (variant) => `1${variant % 10}:00`,
  // a shift: work ends after it starts
  workStart: (variant) => `0${variant % 10}:30`,
  workEnd: (variant) => `1${variant % 10}:30`,
  start2: () => undefined,
  end2: () => undefined,
  start3: () => undefined,
  end3: () => undefined,
};

let keys: { privatePem: string; publicPem: string } | null = null;
const merchantKeys = () => {
  if (!keys) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    keys = {
      privatePem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    };
  }
  return keys;
};

/** A valid value for a field, different on every call. */
export function sampleValue(key: string, field: Field, variant = 0): unknown {
  const n = ++serial;
  // a registered device that is no gate camera needs no gate, which a park of berths only does not have
  if (key === 'deviceKind' && field.kind === 'dict' && field.dict === deviceKind) return deviceKind.values.berthLock;
  const fixed = fixedSamples[key];
  if (fixed) return fixed(variant);
  // a text field holding a list of plates takes plates
  if (key === 'plateNumbers') return `沪B${String(10000 + ((n * 13 + variant) % 89999)).slice(-5)}`;
  switch (field.kind) {
    case 'text': {
      if (field.secret) return `Secret${n}x${variant}9`;
      const base = `t${n}v${variant}_${key.toLowerCase()}`.replace(/[^a-z0-9_]/g, '');
      return base.padEnd(field.min ?? 1, 'x').slice(0, field.max);
    }
    case 'phone':
      return `139${String(10000000 + n).slice(-8)}`;
    case 'plate':
      return `沪A${String(10000 + ((n * 7 + variant) % 89999)).slice(-5)}`;
    case 'int':
      return Math.min(field.max ?? 1000, Math.max(field.min ?? 0, 1 + variant));
    case 'money':
      return 100 + variant;
    case 'bool':
      return variant % 2 === 0;
    case 'dict': {
      const items = field.dict.items;
      if (variant === 0 && field.default !== undefined) return field.default;
      return items[variant % items.length]?.value;
    }
    case 'datetime':
      return `2026-11-2${variant % 10} 08:0${variant % 10}:00`;
    case 'date':
      return `2026-12-0${1 + (variant % 9)}`;
    case 'decimal':
      return 1.5 + variant;
    case 'json':
      return { sample: n };
    case 'ref':
      return undefined;
  }
}

/** The id of some row of the target resource the caller can see (sharing the filter's values, if given). */
export async function someVisibleId(
  app: TestApp,
  token: string,
  module: string,
  def: ResourceDef,
  filter: Record<string, unknown> = {},
): Promise<number | undefined> {
  const res = await call<{ data: { id: number }[] }>(
    app,
    'GET',
    routeUrl({ module }, listRoutePath(def.routes.list[0] ?? 'list')),
    {
      token,
      query: { size: 1, ...filter },
    },
  );
  return res.body.data?.data?.[0]?.id;
}

/**
 * A complete, valid submit body for a resource (references point at visible rows, of the row's own park or
 * company where the reference has a parent); `given` values are taken as they are.
 */
export async function sampleBody(
  app: TestApp,
  token: string,
  def: ResourceDef,
  lookup: (module: string) => ResourceDef | undefined,
  variant = 0,
  given: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const first = await filledBody(app, token, def, lookup, variant, given);
  const required = Object.entries(allFields(def)).filter(
    ([key, f]) => f.kind === 'ref' && f.required && !f.readOnly && key !== 'parkId' && !(key in given),
  );
  if (def.scope !== 'park' || 'parkId' in given || required.every(([key]) => first[key] != null)) return first;
  // rows a park-scoped row must refer to (a screen's section) may exist in another park than the first
  const parks = await call<{ data: { id: number }[] }>(app, 'GET', '/api/updown/basePark/list', {
    token,
    query: { size: 50 },
  });
  for (const park of parks.body.data?.data ?? []) {
    const body = await filledBody(app, token, def, lookup, variant, { ...given, parkId: park.id });
    if (required.every(([key]) => body[key] != null)) return body;
  }
  return first;
}

async function freshRow(
  app: TestApp,
  token: string,
  def: ResourceDef,
  lookup: (module: string) => ResourceDef | undefined,
  given: Record<string, unknown>,
): Promise<number | undefined> {
  const body = await sampleBody(app, token, def, lookup, 0, given);
  const res = await call<{ id: number }>(app, 'POST', routeUrl(def, def.routes.submit[0] as string), { token, body });
  return res.body.data?.id;
}

async function filledBody(
  app: TestApp,
  token: string,
  def: ResourceDef,
  lookup: (module: string) => ResourceDef | undefined,
  variant: number,
  given: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = { ...given };
  for (const [key, field] of Object.entries(allFields(def))) {
    if (field.readOnly || key === 'companyId' || key in given) continue;
    if (field.kind === 'ref') {
      const target = lookup(field.to);
      if (field.to === def.module || !target) continue;
      const parent = refParent(def, key, target);
      const filter = parent && body[parent] != null ? { [parent]: body[parent] } : {};
      // a reference no two rows may share (one attendance group per department) gets a target of its own
      body[key] =
        field.unique && target.routes.submit.length
          ? await freshRow(app, token, target, lookup, filter)
          : await someVisibleId(app, token, field.to, target, filter);
      continue;
    }
    body[key] = sampleValue(key, field, variant);
  }
  return body;
}
