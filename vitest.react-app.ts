import path from 'node:path';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/**
 * The component tests of a React app (the members' app, the console): jsdom, the app's own aliases
 * and `src/test/setup.ts`. What differs per app is explicit: its name, aliases and time limit.
 */
export function reactAppTests(app: {
  name: string;
  /** The app's own React plugin: each app installs @vitejs/plugin-react itself. */
  plugins: UserWorkspaceConfig['plugins'];
  alias: Record<string, string>;
  testTimeout: number;
}) {
  return defineProject({
    plugins: app.plugins,
    // The shared fake server first: the contract's alias would otherwise claim `@cloudmine/api/testing`.
    resolve: {
      alias: {
        '@cloudmine/api/testing': path.join(import.meta.dirname, 'packages/api/src/testing/index.ts'),
        ...app.alias,
      },
    },
    test: {
      name: app.name,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      testTimeout: app.testTimeout,
    },
  });
}
