import { type Message, storedMessage } from '@parking/domain';
import { warnLevel, warnType } from '@parking/resources';
import type { AppContext } from '../../../platform/context';

type Seen = { online: boolean; at: Date; why: Message };

/** A device whose online state changed. */
export type PresenceChange = {
  deviceId: number;
  companyId: number;
  parkId: number;
  code: string;
  online: boolean;
  at: Date;
};

export const presenceReason = {
  message: { zh: '收到设备消息', en: 'A message from the device' },
  connected: { zh: '设备连接', en: 'The device connected' },
  closed: { zh: '设备连接断开', en: 'The device’s connection closed' },
  will: { zh: '设备遗嘱消息（异常断开）', en: 'The device’s last will (it dropped)' },
} satisfies Record<string, Message>;

const silent = (seconds: number): Message => ({
  zh: `连续 ${seconds} 秒无心跳（三次心跳未到）`,
  en: `No keep-alive for ${seconds} s (three missed)`,
});

/**
 * Devices' online state and last-seen time. A thousand cameras each sending a keep-alive every 10 s would
 * be a hundred writes a second for a time nobody reads to the second: sightings are kept in memory, the
 * latest per device, and written in one statement every `flushMs` (and when the server closes). A crash
 * loses at most that much of last-seen, which the next keep-alive restores. Each change of state is kept as
 * a connect record; going offline also writes a warning. A device silent for DEVICE_OFFLINE_SECONDS is
 * taken offline by the sweep that runs with the flush.
 */
export class DevicePresenceBook {
  private pending = new Map<number, Seen>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private readonly changeHandlers: ((c: PresenceChange) => void)[] = [];

  constructor(
    private readonly app: AppContext,
    private readonly flushMs = 2_000,
  ) {}

  note(deviceId: number, online: boolean, at: Date, why: Message = presenceReason.message): void {
    const had = this.pending.get(deviceId);
    if (!had || had.at.getTime() <= at.getTime()) this.pending.set(deviceId, { online, at, why });
  }

  onChange(handler: (c: PresenceChange) => void): void {
    this.changeHandlers.push(handler);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** Writes what was seen since the last flush, then takes silent devices offline; one run at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      try {
        await this.write();
        await this.sweep();
      } catch (err) {
        this.app.log.warn({ err }, 'device presence was not written');
      }
    });
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending = new Map();
    // a sighting older than the stored one (a late flush from another server) moves neither field back
    const rows = await this.app.database.query<ChangedRow>(
      `with v as (select * from unnest($1::bigint[], $2::boolean[], $3::timestamptz[]) as v(id, online, at)),
       old as (select d.id, coalesce(d.online, false) as was from gate_device d join v on v.id = d.id for update of d)
       update gate_device d set
         online = case when v.at >= coalesce(d.last_seen_at, '-infinity'::timestamptz) then v.online else d.online end,
         last_seen_at = greatest(coalesce(d.last_seen_at, v.at), v.at)
       from v, old
       where d.id = v.id and old.id = d.id
       returning d.id, d.company_id, d.park_id, d.device_code, old.was, d.online, v.at`,
      [batch.map(([id]) => id), batch.map(([, s]) => s.online), batch.map(([, s]) => s.at.toISOString())],
    );
    const why = new Map(batch.map(([id, s]) => [id, s.why]));
    await this.record(
      rows.filter((r) => r.was !== r.online),
      (r) => why.get(Number(r.id)) ?? presenceReason.message,
    );
  }

  private async sweep(): Promise<void> {
    const seconds = this.app.config.deviceOfflineSeconds;
    const rows = await this.app.database.query<ChangedRow>(
      `update gate_device set online = false
       where online and deleted_at is null and last_seen_at < now() - make_interval(secs => $1)
       returning id, company_id, park_id, device_code, true as was, online, now() as at`,
      [seconds],
    );
    await this.record(rows, () => silent(seconds));
  }

  private async record(rows: ChangedRow[], why: (r: ChangedRow) => Message): Promise<void> {
    if (!rows.length) return;
    const changes: PresenceChange[] = rows.map((r) => ({
      deviceId: Number(r.id),
      companyId: Number(r.company_id),
      parkId: Number(r.park_id),
      code: r.device_code,
      online: r.online,
      at: new Date(r.at),
    }));
    await this.app.database.query(
      `insert into device_connect_record (company_id, park_id, device_id, online, at, reason)
       select * from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::boolean[], $5::timestamptz[], $6::text[])`,
      [
        changes.map((c) => c.companyId),
        changes.map((c) => c.parkId),
        changes.map((c) => c.deviceId),
        changes.map((c) => c.online),
        changes.map((c) => c.at.toISOString()),
        rows.map((r) => storedMessage(why(r), 200)),
      ],
    );
    const offline = changes.filter((c) => !c.online);
    if (offline.length) {
      await this.app.database.query(
        `insert into sys_warning_log (company_id, park_id, warn_type, level, title, content, dedupe_key)
         select * from unnest($1::bigint[], $2::bigint[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[])`,
        [
          offline.map((c) => c.companyId),
          offline.map((c) => c.parkId),
          offline.map(() => warnType.values.deviceOffline),
          offline.map(() => warnLevel.values.warning),
          offline.map((c) => storedMessage({ zh: `设备离线：${c.code}`, en: `Device offline: ${c.code}` }, 500)),
          offline.map((c) => {
            const r = rows.find((x) => Number(x.id) === c.deviceId);
            return storedMessage(r ? why(r) : presenceReason.closed, 2000);
          }),
          offline.map((c) => `dev-offline:${c.deviceId}:${c.at.getTime()}`),
        ],
      );
    }
    for (const c of changes) for (const h of this.changeHandlers) h(c);
  }
}

type ChangedRow = {
  id: number | string;
  company_id: number | string;
  park_id: number | string;
  device_code: string;
  was: boolean;
  online: boolean;
  at: Date | string;
};
