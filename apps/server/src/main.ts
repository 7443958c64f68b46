import { buildApp } from './app';
import { loadConfig, startRefusal } from './config';
import { migrate, openDatabase } from './db/connection';
import { ensureSeeded } from './seed/seed';
import { startDemoCameras } from './simulate/devices/demo-cameras';

const config = loadConfig();
const refusal = startRefusal(config);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
const app = await buildApp(config, database);
const seeded = await ensureSeeded(app.context);
await app.fastify.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
const bus = app.context.deviceBus;
const busStarted = await bus?.ready().then(
  () => true,
  () => false,
);
const devices = !bus
  ? 'no MQTT (MQTT_PORT=off)'
  : bus.kind === 'external'
    ? 'MQTT broker at MQTT_URL'
    : busStarted
      ? `mqtt://localhost:${bus.port}, ws://localhost:${config.port}/mqtt`
      : 'MQTT broker not started (see the log)';
// the demo's devices: cameras in this process on the embedded broker, so a fresh start shows devices online
const demoCameras =
  config.seedDemo && config.demoCameras && !config.production && bus?.kind === 'embedded' && busStarted
    ? await startDemoCameras(app.context, {
        url: `mqtt://127.0.0.1:${bus.port}`,
        httpUrl: `http://127.0.0.1:${config.port}`,
        everyMinutes: 3,
      }).catch((err: unknown) => {
        app.context.log.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'the demo cameras did not start',
        );
        return null;
      })
    : null;
const lines = [
  `Parking back office is running on http://localhost:${config.port} (data: ${where})`,
  `  console:  http://localhost:${config.port}/`,
  `  API docs: http://localhost:${config.port}/api/docs`,
  `  devices:  ${devices}`,
  ...(demoCameras
    ? ['  demo:     2 simulated cameras online (DEMO_CAMERAS=false leaves them out); their messages: /test/testMqtt']
    : []),
  ...seeded.credentials.map((c) => `  sign in:  ${c}`),
];
console.log(lines.join('\n'));

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await demoCameras?.();
    await app.fastify.close();
    await database.close();
    process.exit(0);
  });
}
