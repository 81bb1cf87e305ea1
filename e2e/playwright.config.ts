import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eServerEnv } from './support/server-env.ts';

/**
 * The built web app against the built server, in Debian's Chromium (never a downloaded browser).
 * Build first: `npm run build -w @cloudmine/web` and `cd apps/server && npx tsc -b tsconfig.build.json`.
 */
const PORT = Number(process.env.E2E_PORT ?? 4610);
const repoRoot = path.resolve(import.meta.dirname, '..');

// A fresh database and SMS outbox per run. Set once in the runner process; workers inherit it.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'cloudmine-e2e-'));

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: /language-walk/ },
    // The walk stores each language on the demo member and reads the server's texts in it; a login
    // through the app stores the app's language on that member, and the journeys log in as the demo
    // member, so the walk runs only after them, alone (`--no-deps` runs it by itself).
    { name: 'language walk', testMatch: /language-walk/, dependencies: ['journeys'] },
  ],
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eServerEnv(PORT, process.env.E2E_DATA_DIR) as Record<string, string>,
  },
});
