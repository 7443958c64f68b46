import { configDefaults, defineConfig } from 'vitest/config';
import { serverTest } from './apps/server/vitest.config.ts';

/**
 * Server test files that share something beyond their own database: the external MQTT broker's topics, or
 * servers and PostgreSQL clusters of their own on loopback ports. They run one at a time, after the rest,
 * which run on every core (vitest's default leaves one core idle, which on a two-core machine halves the speed).
 *
 * The rest share their worker's loaded modules (`isolate: false`): loading the server's code took longer than
 * most files' tests. Each file still builds its own server on its own copy of the database, and a new server
 * starts with the process's caches empty (`platform/process-caches.ts`).
 */
const oneAtATime = [
  'test/devices/bus/**/*.test.ts',
  'test/devices/push/**/*.test.ts',
  'test/devices/sim/**/*.test.ts',
  'test/reliability/**/*.test.ts',
  'test/traffic/crash-recovery.test.ts',
  'test/parks/villages-monitor.test.ts',
];

export default defineConfig({
  test: {
    maxWorkers: '100%',
    projects: [
      'packages/domain',
      'packages/resources',
      {
        test: {
          ...serverTest,
          root: './apps/server',
          exclude: [...configDefaults.exclude, ...oneAtATime],
          isolate: false,
        },
      },
      {
        test: {
          ...serverTest,
          name: 'server-one-at-a-time',
          root: './apps/server',
          include: oneAtATime,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
