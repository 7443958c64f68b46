import { defineConfig } from 'vitest/config';

/**
 * Browser tests: Chromium driving the built console against a real server started by the global setup.
 *
 * They run in two lanes side by side, each with a server and database of its own, so that neither lane sees
 * the other's changes: the walk of every page as each role (with a long file to even the lanes out), and the
 * rest. Within a lane the files run one after another, as they share the lane's server. Much of a browser
 * test is waiting for a page to settle, so the two lanes share two cores well.
 */
const walkLane = ['test/browser/roles-walk.test.ts', 'test/browser/park-pages.test.ts'];

const lane = {
  environment: 'node' as const,
  globalSetup: ['test/browser/global-setup.ts'],
  maxWorkers: 1,
  testTimeout: 120_000,
  hookTimeout: 300_000,
  teardownTimeout: 30_000,
  expect: { poll: { timeout: 10_000, interval: 100 } },
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { ...lane, name: 'walk', include: walkLane } },
      { test: { ...lane, name: 'pages', include: ['test/browser/**/*.test.ts'], exclude: walkLane } },
    ],
  },
});
