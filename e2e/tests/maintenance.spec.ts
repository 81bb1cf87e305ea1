import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminSettingsUpdate, type ApiClient } from '@cloudmine/api';
import { expect, test } from '@playwright/test';
import { operatorClient } from '../support/api.ts';
import { e2eServerEnv } from '../support/server-env.ts';
import { TEXTS } from '../support/texts.ts';

/**
 * Maintenance closes the member app for everyone, so this spec runs its own server (its own port and
 * database) and never closes the one the other specs share.
 */
const PORT = Number(process.env.E2E_MAINTENANCE_PORT ?? 4611);
const baseURL = `http://127.0.0.1:${PORT}`;
const repoRoot = path.resolve(import.meta.dirname, '../..');

let server: ChildProcess;
let operator: ApiClient;

test.use({ locale: 'en-US', baseURL });

test.beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloudmine-e2e-maintenance-'));
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: e2eServerEnv(PORT, dataDir),
  });
  await expect
    .poll(async () => (await fetch(`${baseURL}/healthz`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
  operator = await operatorClient(baseURL);
});

test.afterAll(() => {
  server.kill('SIGTERM');
});

const setSetting = (key: string, value: unknown) =>
  operator.call(adminSettingsUpdate, { key, value, reason: 'e2e maintenance window' });

test('maintenance on shows the maintenance screen in the member’s language; off brings the app back', async ({
  page,
}) => {
  const message = 'ডাটাবেস আপগ্রেড চলছে, শীঘ্রই ফিরে আসছি';
  await setSetting('maintenance.message_bd', message);
  await setSetting('maintenance.ends_at', '2030-01-01T10:00:00+06:00');
  await setSetting('maintenance.enabled', true);

  // The app starts in Bengali (the default language).
  await page.goto('/');
  await expect(page.getByRole('heading', { name: TEXTS.bd.maintenance.title })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByText(TEXTS.bd.maintenance.endsAt.split('{{')[0] ?? '')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.bd.title.home })).toHaveCount(0);

  // The console keeps working: the operator turns maintenance off, and "try again" opens the app.
  await setSetting('maintenance.enabled', false);
  await page.getByRole('button', { name: TEXTS.bd.common.retry }).click();
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.bd.title.home })).toBeVisible();
});
