import { type DictValue, deviceKind, type gateType, type payWay } from '@parking/resources';

/** A minimal client of the server's API, for the simulator: sign in, set up devices, send reads, pay. */
export type Answer<T> = { code: number; success: boolean; msg: string; data: T };

/** A call the server answered with an error: its status says whether it refused (4xx) or failed (5xx). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class ApiClient {
  private token = '';
  constructor(
    readonly baseUrl: string,
    private readonly client = { id: 'console', secret: 'console-secret' },
  ) {}

  async request<T>(
    method: string,
    path: string,
    o: { body?: unknown; query?: Record<string, unknown>; auth?: string } = {},
  ) {
    const url = new URL(path, this.baseUrl);
    for (const [k, v] of Object.entries(o.query ?? {})) url.searchParams.set(k, String(v));
    const res = await fetch(url, {
      method,
      headers: {
        ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(o.auth ? { authorization: o.auth } : this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    const body = (await res.json()) as Answer<T>;
    if (!res.ok) throw new ApiError(res.status, `${method} ${path}: ${res.status} ${body.msg}`);
    return body.data;
  }

  async signIn(username: string, password: string): Promise<void> {
    const basic = Buffer.from(`${this.client.id}:${this.client.secret}`).toString('base64');
    const res = await fetch(new URL('/api/api-uaa/oauth/user/token', this.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${basic}` },
      body: JSON.stringify({ username, password }),
    });
    const body = (await res.json()) as Answer<{ accessToken: string }>;
    if (!res.ok) throw new Error(`sign-in of ${username} failed: ${body.msg}`);
    this.token = body.data.accessToken;
  }
}

/**
 * Pays an order as a driver does on the payment sandbox: starts paying, then confirms on the sandbox's page
 * with the one-time token of the payUrl (a server with PAY_SANDBOX_AUTOPAY=true has paid at once: no token).
 */
export async function payOrder(api: ApiClient, onlineOrderId: string, way: DictValue<typeof payWay>): Promise<void> {
  const started = await api.request<{ payUrl: string }>('POST', '/api/pay/order/start', {
    body: { onlineOrderId, payWay: way },
  });
  const token = new URLSearchParams(new URL(started.payUrl).hash.slice(1)).get('token');
  if (token) await api.request('POST', '/api/pay/sandbox/confirm', { body: { onlineOrderId, token } });
}

type GateType = DictValue<typeof gateType>;
/** A gate as the gate list answers it (the fields the simulator reads). */
type GateRow = {
  id: number;
  gateName: string;
  gateType: GateType;
  areaId: number | null;
  allowTempCar: boolean | null;
};
type DeviceRow = { id: number; deviceCode: string };

/** The park's gate devices of the simulator. */
export type SimulatorDevice = {
  gateId: number;
  gateType: GateType;
  areaId: number | null;
  allowTempCar: boolean;
  authorization: string;
};

/** A device key for each gate of the park (SIM-<gate id>), made or renewed through the API. */
export async function simulatorDevices(api: ApiClient, parkId: number): Promise<SimulatorDevice[]> {
  const gates = await api.request<{ data: GateRow[] }>('GET', '/api/updown/baseParkGate/list', {
    query: { PKID: parkId, size: 100 },
  });
  const out: SimulatorDevice[] = [];
  for (const gate of gates.data) {
    const deviceCode = `SIM-${gate.id}`;
    const found = await api.request<{ data: DeviceRow[] }>('GET', '/api/updown/gateDevice/list', {
      query: { deviceCode },
    });
    const device =
      found.data.find((d) => d.deviceCode === deviceCode) ??
      (await api.request<DeviceRow>('POST', '/api/updown/gateDevice/submit', {
        body: { parkId, gateId: gate.id, deviceCode, deviceName: `模拟器 ${gate.gateName}` },
      }));
    const key = await api.request<{ authorization: string }>('POST', '/api/updown/gateDevice/issueKey', {
      query: { deviceId: device.id },
    });
    out.push({
      gateId: gate.id,
      gateType: gate.gateType,
      areaId: gate.areaId,
      allowTempCar: gate.allowTempCar !== false,
      authorization: key.authorization,
    });
  }
  return out;
}

/** A berth sensor and a handheld for the roadside park (SIM-MS-<park>, SIM-PDA-<park>), made or renewed through the API. */
export async function simulatorBerthDevices(api: ApiClient, parkId: number) {
  const keyOf = async (kind: DictValue<typeof deviceKind>, deviceCode: string, deviceName: string) => {
    const found = await api.request<{ data: DeviceRow[] }>('GET', '/api/updown/gateDevice/list', {
      query: { deviceCode },
    });
    const device =
      found.data.find((d) => d.deviceCode === deviceCode) ??
      (await api.request<DeviceRow>('POST', '/api/updown/gateDevice/submit', {
        body: { parkId, deviceKind: kind, deviceCode, deviceName },
      }));
    const key = await api.request<{ authorization: string }>('POST', '/api/updown/gateDevice/issueKey', {
      query: { deviceId: device.id },
    });
    return key.authorization;
  };
  return {
    sensor: await keyOf(deviceKind.values.berthSensor, `SIM-MS-${parkId}`, '模拟器 泊位地磁'),
    handheld: await keyOf(deviceKind.values.handheld, `SIM-PDA-${parkId}`, '模拟器 手持终端'),
  };
}
