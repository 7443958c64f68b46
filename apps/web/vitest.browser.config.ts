import { defineConfig } from 'vitest/config';

/**
 * Browser tests: Chromium driving the built console against a real server started by the global setup. The
 * files of a run share that server, so they run one after another; `npm run test:browser` runs two such runs
 * side by side (test/browser/run-lanes.mjs).
 */
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/browser/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
    // a list or toast the server answers in a second on a quiet machine took over ten on a busy one
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
