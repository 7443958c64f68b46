import { type DictValue, deviceKind, enabledState, gateDeviceResource } from '@parking/resources';
import { sql } from 'drizzle-orm';
import { Statement } from '../../db/named-statement';
import { tableOf } from '../../db/schema';
import { batchedReads } from '../batched-reads';
import type { AppContext } from '../context';
import { unauthorized } from '../errors';
import { shortCache } from '../short-cache';
import { hashToken, sameHash } from './tokens';

/** A device that proved its key: what it is and the park (and, for a gate camera, the gate) it reports for. */
export type DeviceAccess = {
  deviceId: number;
  deviceCode: string;
  companyId: number;
  parkId: number;
  /** Null for berth sensors and handhelds. */
  gateId: number | null;
  /** A device stored before kinds existed is a gate camera. */
  kind: DictValue<typeof deviceKind>;
};

const refused = () => unauthorized({ zh: '设备编号或密钥不正确', en: 'device code or key is not valid' });

const credential = /^([A-Za-z0-9_-]{1,40}):(\S{16,200})$/;

/**
 * `Authorization: Device <code>:<key>`, or HTTP Basic with the code as user and the key as password (how
 * cameras that push over HTTP sign in); null when the header is of another kind.
 */
export function deviceCredential(header: string | undefined): { code: string; key: string } | null {
  const h = header ?? '';
  const basic = /^Basic\s+([A-Za-z0-9+/=]{1,400})$/.exec(h);
  const pair = basic?.[1] ? Buffer.from(basic[1], 'base64').toString('utf8') : /^Device\s+(\S+)$/.exec(h)?.[1];
  const m = pair ? credential.exec(pair) : null;
  return m ? { code: m[1] as string, key: m[2] as string } : null;
}

type DeviceRow = Omit<DeviceAccess, 'deviceId'> & {
  id: number;
  state: DictValue<typeof enabledState> | null;
  keyHash: string | null;
};

const devices = shortCache<string, DeviceRow | null>(5_000);

/** A device's key, state or park changed: its next event reads the device again. */
export const forgetDevice = (code?: string) => devices.forget(code);

type StoredDevice = {
  id: number;
  device_code: string;
  company_id: number;
  park_id: number;
  gate_id: number | null;
  device_kind: number | null;
  state: number | null;
  key_hash: string | null;
};

const devicesByCode = new Statement<{ codes: string[] }>((value) => {
  const t = tableOf(gateDeviceResource);
  return sql`select ${t.id} as id, ${t.deviceCode} as device_code, ${t.companyId} as company_id,
      ${t.parkId} as park_id, ${t.gateId} as gate_id, ${t.deviceKind} as device_kind, ${t.state} as state,
      ${t.keyHash} as key_hash
    from ${t} where ${t.deviceCode} = any(${value('codes')}::text[]) and ${t.deletedAt} is null`;
});

const deviceOf = (row: StoredDevice): DeviceRow => ({
  id: Number(row.id),
  deviceCode: row.device_code,
  companyId: Number(row.company_id),
  parkId: Number(row.park_id),
  gateId: row.gate_id == null ? null : Number(row.gate_id),
  kind: (row.device_kind ?? deviceKind.values.gateCamera) as DeviceRow['kind'],
  state: row.state as DeviceRow['state'],
  keyHash: row.key_hash,
});

const readers = new WeakMap<AppContext, (code: string) => Promise<DeviceRow | null>>();

/** The device with this code; codes asked in the same turn are read in one statement. */
function deviceByCode(app: AppContext, code: string): Promise<DeviceRow | null> {
  let read = readers.get(app);
  if (!read) {
    read = batchedReads(async (codes: string[]) => {
      const rows = await devicesByCode.run<StoredDevice>(app.db, { codes });
      return new Map(rows.map((r) => [r.device_code, deviceOf(r)]));
    }, null);
    readers.set(app, read);
  }
  return read(code);
}

const accessOf = (row: DeviceRow): DeviceAccess => ({
  deviceId: row.id,
  deviceCode: row.deviceCode,
  companyId: row.companyId,
  parkId: row.parkId,
  gateId: row.gateId,
  kind: row.kind,
});

/** The device the request's key belongs to, enabled and live; 401 otherwise. */
export async function resolveDevice(app: AppContext, header: string | undefined): Promise<DeviceAccess> {
  const cred = deviceCredential(header);
  if (!cred) throw refused();
  const row = await devices.get(cred.code, () => deviceByCode(app, cred.code));
  if (
    !row?.keyHash ||
    !sameHash(row.keyHash, hashToken(app.tokenSecret, cred.key)) ||
    row.state !== enabledState.values.enabled
  ) {
    throw refused();
  }
  return accessOf(row);
}

/**
 * The enabled, live device with this code, or null; for messages whose sender a trusted broker already
 * signed in (an external broker's ACL), where no key comes with the message.
 */
export async function enabledDevice(app: AppContext, code: string): Promise<DeviceAccess | null> {
  const row = await devices.get(code, () => deviceByCode(app, code));
  return row && row.state === enabledState.values.enabled ? accessOf(row) : null;
}
