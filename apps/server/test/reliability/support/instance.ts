import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { migrate, openDatabase } from '../../../src/db/connection';
import { ensureSeeded } from '../../../src/seed/seed';

/**
 * One server process started as main.ts starts one (configuration from the environment), for the tests that
 * run several on one database. Forked with an IPC channel, it sends its address once it listens, and on
 * request plays a scheduled run of a job or names the jobs it has scheduled.
 */
export type InstanceRequest =
  | { id: number; kind: 'runScheduled'; jobId: number; at: string }
  | { id: number; kind: 'scheduledJobIds' };
export type InstanceMessage =
  | { kind: 'ready'; url: string; instance: string }
  | { kind: 'reply'; id: number; value: unknown }
  | { kind: 'failed'; id: number; error: string };

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
const app = await buildApp(config, database);
await ensureSeeded(app.context);
const url = await app.fastify.listen({ port: config.port, host: config.host });

const send = (m: InstanceMessage) => process.send?.(m);

process.on('message', async (m: InstanceRequest) => {
  try {
    const value =
      m.kind === 'runScheduled'
        ? await app.jobs.runScheduled(m.jobId, new Date(m.at))
        : m.kind === 'scheduledJobIds'
          ? app.jobs.scheduledJobIds()
          : null;
    send({ kind: 'reply', id: m.id, value });
  } catch (err) {
    send({ kind: 'failed', id: m.id, error: String(err) });
  }
});

let closing = false;
const close = async () => {
  if (closing) return;
  closing = true;
  await app.fastify.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('disconnect', close);

send({ kind: 'ready', url, instance: app.jobs.instance });
