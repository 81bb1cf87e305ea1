import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One run over every package's tests (unit, integration and component); browser tests are in e2e/. */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine. The
    // database tests spend much of their time waiting on PostgreSQL, fsync and child processes, so
    // two files at a time use the machine far better.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
