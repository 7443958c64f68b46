import { buildApp } from './app';
import { loadConfig, startRefusal } from './config';
import { migrate, openDatabase } from './db/connection';
import { ensureSeeded } from './seed/seed';

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
const lines = [
  `Parking back office is running on http://localhost:${config.port} (data: ${where})`,
  `  console:  http://localhost:${config.port}/`,
  `  API docs: http://localhost:${config.port}/api/docs`,
  ...seeded.credentials.map((c) => `  sign in:  ${c}`),
];
console.log(lines.join('\n'));

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.fastify.close();
    await database.close();
    process.exit(0);
  });
}
