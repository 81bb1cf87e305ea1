import { defineConfig } from 'vitest/config';

/** One run over every package's tests (unit, integration and component); browser tests are in e2e/. */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
