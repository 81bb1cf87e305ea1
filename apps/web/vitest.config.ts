import react from '@vitejs/plugin-react';
import { reactAppTests } from '../../vitest.react-app.ts';
import { alias } from './vite.config.ts';

export default reactAppTests({
  name: 'web',
  plugins: [react()],
  alias,
  // Component tests render whole pages in jsdom; on a busy 2-core machine 5 s is not enough.
  testTimeout: 30_000,
});
