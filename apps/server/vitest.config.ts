import { defineConfig } from 'vitest/config';

/** The server's test settings; the root config runs them as two projects (see vitest.config.ts there). */
export const serverTest = {
  name: 'server',
  include: ['test/**/*.test.ts'],
  globalSetup: ['test/support/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
};

export default defineConfig({ test: serverTest });
