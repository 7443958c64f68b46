import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'resources', include: ['test/**/*.test.ts'] } });
