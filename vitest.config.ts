import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'tests/functions/**/*.test.ts', 'tests/sync/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
      environment: 'node',
      setupFiles: ['src/testing/setup.ts'],
      globalSetup: ['tests/support/global-databases.ts'],
      restoreMocks: true,
    },
  }),
);
