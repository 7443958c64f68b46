import { parseArgs } from 'node:util';
import { formatLocalDate, parseLocalDateTime } from '@parking/domain';
import { type DictValue, parkKind } from '@parking/resources';
import { runBulk } from '../src/simulate/bulk-command';
import { type FleetCamera, provisionCameras, startFleet, stopFleet } from '../src/simulate/devices/camera-fleet';
import { runCameraDay } from '../src/simulate/devices/run-camera-day';
import { ApiClient } from '../src/simulate/gate-client';
import { moneySummary } from '../src/simulate/money-summary';
import { runDoorDays } from '../src/simulate/run-doors';
import { runRoadside } from '../src/simulate/run-roadside';
import { runSimulation } from '../src/simulate/run-simulation';
import { parksWithCoupons } from '../src/simulate/visitor-coupons';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SIM_URL ?? 'http://localhost:8080' },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string', default: process.env.ADMIN_PASSWORD ?? 'Parking@2026' },
    park: { type: 'string', multiple: true },
    from: { type: 'string' },
    days: { type: 'string', default: '1' },
    cars: { type: 'string' },
    speed: { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
    lanes: { type: 'string', default: '8' },
    roadside: { type: 'string', default: '6' },
    'pass-share': { type: 'string', default: '0.2' },
    'black-share': { type: 'string', default: '0.01' },
    'coupon-share': { type: 'string', default: '0.1' },
    'debtor-share': { type: 'string', default: '0.03' },
    'escape-share': { type: 'string', default: '0.17' },
    'recover-share': { type: 'string', default: '0.5' },
    devices: { type: 'string' },
    mqtt: { type: 'string' },
    'keep-online': { type: 'boolean', default: false },
    'no-doors': { type: 'boolean', default: false },
    bulk: { type: 'string' },
    batch: { type: 'string', default: '2000' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`npm run simulate -- [--url http://localhost:8080] [--park <park id or name>]... [--from yyyy-MM-dd]
  [--days 1] [--cars 300 per day] [--speed 0 (as fast as possible) | 60 (a minute a second) | 1 (real time)]
  [--seed 1] [--lanes 8] [--roadside 6 stays per roadside park and day] [--user admin --password ...]
  [--pass-share 0.2 of arrivals are the park's monthly-pass cars] [--black-share 0.01 are black-listed cars]
  [--coupon-share 0.1 of visitors get a merchant's coupon before leaving (a rule of the park still valid then)]
  [--debtor-share 0.03 of arrivals are cars owing the company, coming back]
  [--escape-share 0.17 of roadside stays leave unpaid: arrears] [--recover-share 0.5 of those are paid later at a booth]
  [--no-doors]     without it, the people of every park with door readers (of the --park parks, when given) pass
                   its doors through the readers' device route: in around nine, some out for lunch, out around six,
                   and a stranger's card now and then; the grants and week plans decide each pass
                   approved visits with a plate whose window falls in the days bring their cars to the gates
                   roadside parks (kind ${parkKind.values.roadside}) get berth events from a sensor and a handheld instead of gate reads,
                   and are played first, so their debtors can come back to the off-street parks;
                   without --park, the first off-street park where merchants' coupons hold (else the first one)
                   and every roadside park with free berths
npm run simulate -- --devices 8 [--mqtt mqtt://localhost:1884] [--keep-online] [the options above]
                   N Vzenith-style cameras over MQTT instead of the HTTP gate route: made as gate devices of the
                   off-street parks' gates (SIMCAM-<gate>-<n>) with their keys issued through the API, keep-alives
                   every 10 s, the day's plate reads (ivs_result), and each obeys the server's commands (barrier,
                   screen and voice frames, white list, clock) and answers them; screens are printed (every change
                   with 8 cameras or fewer). --keep-online leaves them connected after the day until Ctrl-C.
                   Roadside parks still get their berth events over HTTP: berth sensors have no MQTT side yet
npm run simulate -- --bulk 1000000 [--park <park id or name>]... [--from yyyy-MM-dd] [--days 60] [--cars per park and day]
  [--batch 2000]   writes finished stays (orders and payments where priced) straight into the configured
                   database (DATABASE_URL, else the PGlite folder DATA_DIR) through the same fee rules`);
  process.exit(0);
}

if (values.bulk) {
  await runBulk({
    total: Number(values.bulk),
    parks: values.park ?? [],
    from: values.from,
    days: Number(values.days === '1' ? 60 : values.days),
    cars: values.cars ? Number(values.cars) : undefined,
    seed: Number(values.seed),
    batch: Number(values.batch),
  });
  process.exit(0);
}

const api = new ApiClient(values.url);
await api.signIn(values.user, values.password);
const parks = await api.request<{ data: { id: number; parkName: string; parkKind: DictValue<typeof parkKind> }[] }>(
  'GET',
  '/api/updown/basePark/list',
  { query: { size: 200 } },
);
const roadsideFirst = (a: { parkKind: number }, b: { parkKind: number }) =>
  Number(b.parkKind === parkKind.values.roadside) - Number(a.parkKind === parkKind.values.roadside);
const offStreet = parks.data.filter((p) => p.parkKind === parkKind.values.offStreet);
// by default the off-street park where merchants give coupons, so the run shows them used
const withCoupons = values.park?.length ? new Set<number>() : await parksWithCoupons(api);
const firstOffStreet = offStreet.find((p) => withCoupons.has(p.id)) ?? offStreet[0];
const wanted = (
  values.park?.length
    ? parks.data.filter((p) => values.park?.some((w) => String(p.id) === w || p.parkName.includes(w)))
    : [
        ...(firstOffStreet ? [firstOffStreet] : []),
        ...parks.data.filter((p) => p.parkKind === parkKind.values.roadside),
      ]
).sort(roadsideFirst);
if (!wanted.length) throw new Error('no park to simulate');
const today = new Date().toISOString().slice(0, 10);
const timeZone = process.env.TIME_ZONE ?? 'Asia/Shanghai';
const from = parseLocalDateTime(values.from ?? today, timeZone);
if (!from) throw new Error(`--from: not a day: ${values.from}`);

const bar = (done: number, total: number) => {
  const width = 30;
  const filled = total ? Math.round((done / total) * width) : width;
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`;
};

const cameras = values.devices ? Number(values.devices) : 0;
let fleet: FleetCamera[] = [];
if (cameras > 0) {
  const mqttUrl = values.mqtt ?? `mqtt://${new URL(values.url).hostname}:${process.env.MQTT_PORT ?? 1884}`;
  const offStreetWanted = wanted.filter((p) => p.parkKind === parkKind.values.offStreet).map((p) => p.id);
  fleet = await provisionCameras(api, offStreetWanted, cameras, mqttUrl, (n) =>
    process.stderr.write(`\rcameras made and keyed: ${n}/${cameras}`),
  );
  process.stderr.write('\n');
  const show = cameras <= 8;
  for (const f of fleet) {
    f.cam.on('barrier', () => show && console.log(`[${f.cam.sn} ${f.gateName}] barrier opens`));
    f.cam.on('screen', (s) => {
      if (!show) return;
      const voice = s.voice ? `  🔊 ${s.voice}` : '';
      console.log(`[${f.cam.sn} ${f.gateName}] screen ▌${s.lines.filter(Boolean).join(' ▌')}${voice}`);
    });
    f.cam.on('badFrame', (why) => console.log(`[${f.cam.sn}] screen dropped a frame: ${why}`));
    f.cam.on('whiteList', (list) => show && console.log(`[${f.cam.sn}] white list: ${list.length} plates`));
    f.cam.on('clock', (at) => show && console.log(`[${f.cam.sn}] clock set to ${at.toISOString()}`));
  }
  await startFleet(fleet);
  console.log(`${fleet.length} cameras online at ${mqttUrl}`);
}

for (const park of wanted) {
  const t0 = Date.now();
  if (cameras > 0 && park.parkKind === parkKind.values.offStreet) {
    const r = await runCameraDay(
      api,
      fleet,
      {
        parkId: park.id,
        from,
        days: Number(values.days),
        carsPerDay: Number(values.cars ?? 300),
        speed: Number(values.speed),
        seed: Number(values.seed),
        lanes: Number(values.lanes),
        passShare: Number(values['pass-share']),
        blackShare: Number(values['black-share']),
        debtorShare: Number(values['debtor-share']),
      },
      (p) => {
        if (cameras > 8 && (p.sent % 20 === 0 || p.sent === p.total)) {
          process.stderr.write(
            `\r${park.parkName} ${bar(p.sent, p.total)} opened ${p.opened} closed ${p.closed} paid ${p.paid}`,
          );
        }
      },
    );
    if (cameras > 8) process.stderr.write('\n');
    console.log(
      `${park.parkName}: ${r.sent} plate reads by cameras in ${((Date.now() - t0) / 1000).toFixed(1)} s, barrier opened ${r.opened}, kept closed ${r.closed}, paid at the exit ${r.paid}`,
    );
    continue;
  }
  if (park.parkKind === parkKind.values.roadside) {
    const road = await runRoadside(api, {
      parkId: park.id,
      from,
      days: Number(values.days),
      staysPerDay: Number(values.roadside),
      seed: Number(values.seed),
      escapeShare: Number(values['escape-share']),
      recoverShare: Number(values['recover-share']),
    });
    console.log(
      `${park.parkName}: ${road.sent} berth events in ${((Date.now() - t0) / 1000).toFixed(1)} s, paid ${road.paid}, escapes ${road.escapes} (arrears), ${road.recovered} of them paid at a booth`,
    );
    continue;
  }
  const result = await runSimulation(
    api,
    {
      parkId: park.id,
      from,
      days: Number(values.days),
      carsPerDay: Number(values.cars ?? 300),
      speed: Number(values.speed),
      seed: Number(values.seed),
      lanes: Number(values.lanes),
      passShare: Number(values['pass-share']),
      blackShare: Number(values['black-share']),
      couponShare: Number(values['coupon-share']),
      debtorShare: Number(values['debtor-share']),
      parseTime: (text) => parseLocalDateTime(text, timeZone),
    },
    (p) => {
      if (p.sent % 20 === 0 || p.sent === p.total) {
        process.stderr.write(
          `\r${park.parkName} ${bar(p.sent, p.total)} opened ${p.opened} refused ${p.refused} paid ${p.paid}`,
        );
      }
    },
  );
  const seconds = (Date.now() - t0) / 1000;
  process.stderr.write('\n');
  console.log(
    `${park.parkName}: ${result.sent} reads in ${seconds.toFixed(1)} s (${(result.sent / seconds).toFixed(0)}/s), opened ${result.opened}, refused ${result.refused}, paid ${result.paid}, coupons given ${result.coupons.issued} (${result.coupons.refused} refused by a cap or balance)`,
  );
}
if (!values['no-doors']) {
  for (const park of values.park?.length ? wanted : parks.data) {
    const t0 = Date.now();
    const doors = await runDoorDays(api, {
      parkId: park.id,
      from,
      days: Number(values.days),
      seed: Number(values.seed),
    });
    if (!doors.readers) continue;
    console.log(
      `${park.parkName}: ${doors.sent} door passes at ${doors.readers} readers in ${((Date.now() - t0) / 1000).toFixed(1)} s, opened ${doors.opened}, refused ${doors.refused}`,
    );
  }
}
// the home page and reports read day summaries: count the simulated days now rather than at the next job run
const lastDay = formatLocalDate(
  new Date(Math.max(Date.now(), from.getTime() + (Number(values.days) - 1) * 86_400_000)),
  timeZone,
);
const counted = await api.request<{ dayRows: number }>('GET', '/api/updown/staticSum/reBuildDayData', {
  query: { startDate: formatLocalDate(from, timeZone), endDate: lastDay },
});
console.log(`day summaries counted again: ${counted.dayRows} park days`);
console.log(await moneySummary(api));
if (fleet.length && values['keep-online']) {
  console.log(`${fleet.length} cameras stay online (keep-alives every 10 s); Ctrl-C ends them`);
  await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
}
await stopFleet(fleet);
