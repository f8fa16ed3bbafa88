import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'tests/functions/**/*.test.ts', 'tests/sync/**/*.test.ts', 'tests/lint/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'sw/**/*.test.ts'],
      environment: 'node',
      setupFiles: ['src/testing/setup.ts'],
      globalSetup: ['tests/support/global-databases.ts'],
      restoreMocks: true,
      // jsdom renders with axe runs and real databases: 5 s was too tight for a few of them on a loaded two-core CI.
      testTimeout: 15_000,
      // Vitest leaves one core to its main process by default; these tests mostly wait on databases and timers, and
      // one worker per core took the suite from 135 s to 91 s on two cores.
      maxWorkers: availableParallelism(),
    },
  }),
);
