import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { alias } from './vite.config.ts';

export default defineProject({
  plugins: [react()],
  resolve: { alias },
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Ant Design pages in jsdom are slow to render on a busy 2-core machine.
    testTimeout: 60_000,
  },
});
