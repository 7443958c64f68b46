import { and, eq, isNull } from 'drizzle-orm';
import { tableOf } from '../../db/schema';
import type { AppContext } from '../context';
import { unauthorized } from '../errors';
import { hashToken, sameHash } from './tokens';

export const deviceKinds = { gateCamera: 1, berthSensor: 2, handheld: 3 } as const;

/** A device that proved its key: what it is and the park (and, for a gate camera, the gate) it reports for. */
export type DeviceAccess = {
  deviceId: number;
  deviceCode: string;
  companyId: number;
  parkId: number;
  /** Null for berth sensors and handhelds. */
  gateId: number | null;
  /** deviceKinds; a device stored before kinds existed is a gate camera. */
  kind?: number;
};

const refused = () => unauthorized({ zh: '设备编号或密钥不正确', en: 'device code or key is not valid' });

/** `Authorization: Device <code>:<key>`; null when the header is of another kind. */
export function deviceCredential(header: string | undefined): { code: string; key: string } | null {
  const m = /^Device\s+([A-Za-z0-9_-]{1,40}):(\S{16,200})$/.exec(header ?? '');
  return m ? { code: m[1] as string, key: m[2] as string } : null;
}

/** The device the request's key belongs to, enabled and live; 401 otherwise. */
export async function resolveDevice(app: AppContext, header: string | undefined): Promise<DeviceAccess> {
  const cred = deviceCredential(header);
  if (!cred) throw refused();
  const t = tableOf('gateDevice');
  const [row] = await app.db
    .select()
    .from(t)
    .where(and(eq(t.deviceCode, cred.code), isNull(t.deletedAt)));
  const keyHash = row?.keyHash as string | null | undefined;
  if (!row || !keyHash || !sameHash(keyHash, hashToken(app.tokenSecret, cred.key)) || Number(row.state) !== 1) {
    throw refused();
  }
  return {
    deviceId: Number(row.id),
    deviceCode: String(row.deviceCode),
    companyId: Number(row.companyId),
    parkId: Number(row.parkId),
    gateId: row.gateId == null ? null : Number(row.gateId),
    kind: Number(row.deviceKind ?? deviceKinds.gateCamera),
  };
}
