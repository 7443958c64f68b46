import {
  deviceKind,
  deviceType,
  enabledState,
  gateDeviceResource,
  handheldResource,
  type Label,
  type ResourceDef,
  roadsideLedResource,
  roadsideSensorResource,
  warnDealResource,
  warningLogResource,
  warnType,
  wirelessDeviceResource,
} from '@parking/resources';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { visibleConditions } from '../../../crud/scope';
import { executeRaw } from '../../../db/named-statement';
import { tableOf } from '../../../db/schema';
import { type CentreScope, lastDays, type Park } from './centre-query';
import { longOfflineMs, lowBatteryLevels } from './device-thresholds';

type Raw = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);

/** One register of devices, read the same way: which columns hold its kind, code, state, online and battery. */
type Register = {
  source: 'gateDevice' | 'rdSensor' | 'rdLed' | 'pda' | 'wireless';
  def: ResourceDef;
  label: Label;
  id: PgColumn;
  parkId: PgColumn;
  code: PgColumn;
  name: SQL;
  state: PgColumn;
  lastSeenAt: PgColumn;
  /** The register's own kind column (the device registry's kind, a wireless device's type), else none. */
  kind?: { column: PgColumn; items: { value: number | string; key: string; label: Label }[] };
  online?: PgColumn;
  battery?: PgColumn;
};

function registers(): Register[] {
  const g = tableOf(gateDeviceResource);
  const rs = tableOf(roadsideSensorResource);
  const led = tableOf(roadsideLedResource);
  const pda = tableOf(handheldResource);
  const w = tableOf(wirelessDeviceResource);
  return [
    {
      source: 'gateDevice',
      def: gateDeviceResource,
      label: gateDeviceResource.label,
      id: g.id,
      parkId: g.parkId,
      code: g.deviceCode,
      name: sql`${g.deviceName}`,
      state: g.state,
      lastSeenAt: g.lastSeenAt,
      kind: { column: g.deviceKind, items: deviceKind.items },
      online: g.online,
      battery: g.battery,
    },
    {
      source: 'rdSensor',
      def: roadsideSensorResource,
      label: roadsideSensorResource.label,
      id: rs.id,
      parkId: rs.parkId,
      code: rs.sn,
      name: sql`null::text`,
      state: rs.state,
      lastSeenAt: rs.lastSeenAt,
      online: rs.online,
      battery: rs.battery,
    },
    {
      source: 'rdLed',
      def: roadsideLedResource,
      label: roadsideLedResource.label,
      id: led.id,
      parkId: led.parkId,
      code: led.sn,
      name: sql`${led.ledName}`,
      state: led.state,
      lastSeenAt: led.lastSeenAt,
      online: led.online,
    },
    {
      source: 'pda',
      def: handheldResource,
      label: handheldResource.label,
      id: pda.id,
      parkId: pda.parkId,
      code: pda.imei,
      name: sql`${pda.deviceName}`,
      state: pda.state,
      lastSeenAt: pda.lastSeenAt,
    },
    {
      source: 'wireless',
      def: wirelessDeviceResource,
      label: wirelessDeviceResource.label,
      id: w.id,
      parkId: w.parkId,
      code: w.sn,
      name: sql`null::text`,
      state: w.state,
      lastSeenAt: w.lastSeenAt,
      kind: { column: w.deviceType, items: deviceType.items },
      online: w.online,
      battery: w.battery,
    },
  ];
}

/** The low-battery level of each row's park, as SQL over the parks asked. */
function levelCase(parkCol: PgColumn, parkIds: number[], level: (parkId: number) => number): SQL {
  return sql`(case ${sql.join(
    parkIds.map((id) => sql`when ${parkCol} = ${id} then ${level(id)}::int`),
    sql` `,
  )} end)`;
}

/** Per kind of one register: all, disabled, and of the enabled ones online, offline and low on battery. */
async function kindsOf(s: CentreScope, reg: Register, parkIds: number[], level: (parkId: number) => number) {
  const enabled = sql`${reg.state} = ${enabledState.values.enabled}`;
  const kindCol = reg.kind ? sql`${reg.kind.column}` : sql`null::int`;
  const online = reg.online ? sql`count(*) filter (where ${enabled} and ${reg.online})::int` : sql`null::int`;
  const offline = reg.online
    ? sql`count(*) filter (where ${enabled} and not coalesce(${reg.online}, false))::int`
    : sql`null::int`;
  const low = reg.battery
    ? sql`count(*) filter (where ${enabled} and ${reg.battery} < ${levelCase(reg.parkId, parkIds, level)})::int`
    : sql`null::int`;
  const known = reg.battery
    ? sql`count(*) filter (where ${enabled} and ${reg.battery} is not null)::int`
    : sql`null::int`;
  const rows = await executeRaw<Raw>(
    s.db,
    sql`select ${kindCol} as kind, count(*)::int as total,
        count(*) filter (where not ${enabled})::int as disabled,
        ${online} as online, ${offline} as offline, ${low} as low_battery, ${known} as battery_known
      from ${tableOf(reg.def)}
      where ${and(visibleConditions(reg.def, s.access), inArray(reg.parkId, parkIds))}
      group by 1 order by 1`,
  );
  return rows.map((x) => {
    const item = reg.kind?.items.find((i) => String(i.value) === String(x.kind));
    const key = item ? `${reg.source}:${item.key}` : reg.source;
    return {
      key,
      source: reg.source,
      kind: x.kind ?? null,
      label: item ? `${reg.label[s.lang]} · ${item.label[s.lang]}` : reg.label[s.lang],
      total: num(x.total),
      disabled: num(x.disabled),
      online: x.online == null ? null : num(x.online),
      offline: x.offline == null ? null : num(x.offline),
      lowBattery: x.low_battery == null ? null : num(x.low_battery),
      batteryKnown: x.battery_known == null ? null : num(x.battery_known),
    };
  });
}

/** Enabled devices offline (or, for a register keeping no online state, not heard from) for over an hour. */
function silentRows(s: CentreScope, reg: Register, parkIds: number[]): SQL {
  const since = new Date(s.now.getTime() - longOfflineMs).toISOString();
  const offline = reg.online ? sql`not coalesce(${reg.online}, false) and ` : sql``;
  const kindCol = reg.kind ? sql`${reg.kind.column}::text` : sql`null::text`;
  const battery = reg.battery ? sql`${reg.battery}::int` : sql`null::int`;
  return sql`select ${reg.source}::text as source, ${reg.id} as id, ${reg.parkId} as park_id, ${reg.code}::text as code,
      ${reg.name} as name, ${kindCol} as kind, ${reg.lastSeenAt} as last_seen_at, ${battery} as battery,
      ${reg.online ? sql`true` : sql`false`} as keeps_online
    from ${tableOf(reg.def)}
    where ${and(visibleConditions(reg.def, s.access), inArray(reg.parkId, parkIds))}
      and ${reg.state} = ${enabledState.values.enabled}
      and ${offline}(${reg.lastSeenAt} is null or ${reg.lastSeenAt} < ${since}::timestamptz)`;
}

/** Listed at most: a wall of thousands of dead devices is read by its total and its register. */
const listed = 200;

/** The warnings about the parks of the last seven local days, per day: all, device offline, not handled yet. */
async function warningsByDay(s: CentreScope, parkIds: number[]) {
  const w = tableOf(warningLogResource);
  const d = tableOf(warnDealResource);
  const days = lastDays(s, 7);
  const rows = await executeRaw<Raw>(
    s.db,
    sql`select to_char(${w.createdAt} at time zone ${s.tz}, 'YYYY-MM-DD') as day, count(*)::int as total,
        count(*) filter (where ${w.warnType} = ${warnType.values.deviceOffline})::int as device_offline,
        count(*) filter (where not exists (
          select 1 from ${d} where ${d.warnId} = ${w.id} and ${d.deletedAt} is null))::int as open
      from ${w}
      where ${and(visibleConditions(warningLogResource, s.access), inArray(w.parkId, parkIds))}
        and ${w.createdAt} >= ${days.from.toISOString()}::timestamptz and ${w.createdAt} < ${days.to.toISOString()}::timestamptz
      group by 1`,
  );
  const byDay = new Map(rows.map((x) => [String(x.day), x]));
  return days.list.map((day) => {
    const x = byDay.get(day);
    return { day, total: num(x?.total), deviceOffline: num(x?.device_offline), open: num(x?.open) };
  });
}

/**
 * The maintenance overview of the roadside parks: every register's devices by kind (total, disabled, online,
 * offline and low on battery where the register keeps them), the devices silent for over an hour, and the
 * warnings of the last seven days by day.
 */
export async function operationsOverview(s: CentreScope, parks: Park[]) {
  const parkIds = parks.map((p) => p.id);
  if (!parkIds.length) {
    return {
      at: s.now.toISOString(),
      parks: [],
      kinds: [],
      totals: emptyTotals(),
      silent: [],
      silentTotal: 0,
      warnings: [],
    };
  }
  const level = await lowBatteryLevels(s, parkIds);
  const regs = registers();
  const [kinds, silent, silentCount, warnings] = await Promise.all([
    Promise.all(regs.map((reg) => kindsOf(s, reg, parkIds, level))).then((x) => x.flat()),
    executeRaw<Raw>(
      s.db,
      sql`select * from (${sql.join(
        regs.map((reg) => silentRows(s, reg, parkIds)),
        sql` union all `,
      )}) x order by x.last_seen_at asc nulls first, x.source, x.id limit ${listed}`,
    ),
    executeRaw<Raw>(
      s.db,
      sql`select count(*)::int as n from (${sql.join(
        regs.map((reg) => silentRows(s, reg, parkIds)),
        sql` union all `,
      )}) x`,
    ),
    warningsByDay(s, parkIds),
  ]);
  const parkName = new Map(parks.map((p) => [p.id, p.name]));
  const regOf = new Map(regs.map((r) => [r.source, r]));
  const sumOf = (f: (k: (typeof kinds)[number]) => number | null) => kinds.reduce((n, k) => n + (f(k) ?? 0), 0);
  return {
    at: s.now.toISOString(),
    parks: parks.map((p) => ({ parkId: p.id, parkName: p.name })),
    kinds,
    totals: {
      devices: sumOf((k) => k.total),
      disabled: sumOf((k) => k.disabled),
      online: sumOf((k) => k.online),
      offline: sumOf((k) => k.offline),
      lowBattery: sumOf((k) => k.lowBattery),
      unknownOnline: sumOf((k) => (k.online == null ? k.total - k.disabled : 0)),
    },
    silent: silent.map((x) => {
      const reg = regOf.get(x.source as Register['source']);
      const item = reg?.kind?.items.find((i) => String(i.value) === String(x.kind));
      const seen = x.last_seen_at == null ? null : new Date(x.last_seen_at as string);
      return {
        source: String(x.source),
        id: Number(x.id),
        parkId: Number(x.park_id),
        parkName: parkName.get(Number(x.park_id)) ?? '',
        code: String(x.code ?? ''),
        name: x.name == null ? '' : String(x.name),
        kindLabel: reg ? (item ? `${reg.label[s.lang]} · ${item.label[s.lang]}` : reg.label[s.lang]) : '',
        keepsOnline: x.keeps_online === true,
        lastSeenAt: seen ? seen.toISOString() : null,
        silentMinutes: seen ? Math.floor((s.now.getTime() - seen.getTime()) / 60_000) : null,
        battery: x.battery == null ? null : Number(x.battery),
      };
    }),
    silentTotal: num(silentCount[0]?.n),
    warnings,
  };
}

function emptyTotals() {
  return { devices: 0, disabled: 0, online: 0, offline: 0, lowBattery: 0, unknownOnline: 0 };
}
