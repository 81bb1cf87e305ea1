import react from '@vitejs/plugin-react';
import { reactAppTests } from '../../vitest.react-app.ts';
import { alias } from './vite.config.ts';

export default reactAppTests({
  name: 'admin',
  plugins: [react()],
  alias,
  // Ant Design pages in jsdom are slow to render on a busy 2-core machine.
  testTimeout: 60_000,
});
