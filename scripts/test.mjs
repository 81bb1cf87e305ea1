// npm test: install and build what is missing, then lint, typecheck, unit and integration tests
// (SQLite, plus PostgreSQL when TEST_DATABASE_URL is set) and the browser tests in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { assertNodeVersion, ensureBuilt, ensureInstalled, log, main, run } from './lib/steps.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    log("installing Debian's chromium for the browser tests…");
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit' });
    if (install().status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit' });
      install();
    }
  }
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `The browser tests need Chromium at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`,
    );
  }
}

const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);

main(() => {
  assertNodeVersion();
  ensureInstalled();
  if (want('e2e')) ensureChromium();
  ensureBuilt();
  const timings = [];
  const step = (name, command, args, env) => {
    if (!want(name)) return;
    log(`${name}…`);
    timings.push([name, run(command, args, { env })]);
  };
  const engines = process.env.TEST_DATABASE_URL
    ? 'SQLite and PostgreSQL'
    : 'SQLite (set TEST_DATABASE_URL for PostgreSQL too)';
  log(`database engines under test: ${engines}`);
  step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
  step('format', 'npx', ['prettier', '--check', '.']);
  step('typecheck', 'npm', ['run', 'typecheck']);
  step('unit', 'npx', ['vitest', 'run']);
  if (fs.existsSync('e2e/package.json')) step('e2e', 'npm', ['test', '-w', '@cloudmine/e2e']);
  for (const [name, ms] of timings) log(`${name.padEnd(10)} ${(ms / 1000).toFixed(1)} s`);
});
