import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { alias } from './vite.config.ts';

export default defineProject({
  plugins: [react()],
  // The shared fake server first: the contract's alias would otherwise claim `@cloudmine/api/testing`.
  resolve: {
    alias: {
      '@cloudmine/api/testing': path.join(import.meta.dirname, '../../packages/api/src/testing/index.ts'),
      ...alias,
    },
  },
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Ant Design pages in jsdom are slow to render on a busy 2-core machine.
    testTimeout: 60_000,
  },
});
