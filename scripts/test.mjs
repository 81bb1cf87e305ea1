// npm test: install and build what is missing, then lint, the unused-code check (knip), typecheck,
// unit and integration tests (SQLite, plus PostgreSQL when TEST_DATABASE_URL is set) and the browser
// tests in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import {
  assertNodeVersion,
  ensureBuilt,
  ensureInstalled,
  log,
  main,
  run,
  runConcurrently,
} from './lib/steps.mjs';

const CHROMIUM = '/usr/bin/chromium';
const NGINX = '/usr/sbin/nginx';
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

/** Installs one of Debian's packages when it is missing and we may (root with apt), or says how. */
function ensureDebianPackage(file, pkg, why) {
  if (fs.existsSync(file)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    log(`installing Debian's ${pkg} for ${why}…`);
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], { stdio: 'inherit' });
    if (install().status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit' });
      install();
    }
  }
  if (!fs.existsSync(file)) {
    throw new Error(
      `${why} need ${pkg} at ${file}. Install Debian's package: sudo apt-get install -y ${pkg}`,
    );
  }
}

const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);

main(async () => {
  assertNodeVersion();
  ensureInstalled();
  if (want('e2e')) ensureDebianPackage(CHROMIUM, 'chromium', 'the browser tests');
  // The notices' emoji must draw as emoji, not as missing-glyph boxes (e2e/tests/fonts.spec.ts).
  if (want('e2e')) ensureDebianPackage(EMOJI_FONT, 'fonts-noto-color-emoji', 'the browser tests');
  // The reference deployment's test runs nginx in front of the nodes (reliability/through-proxy).
  if (want('unit')) ensureDebianPackage(NGINX, 'nginx', 'the reliability tests');
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
  // The static checks each keep about one core busy: run at once, they take as long as the longest.
  const checks = [
    { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
    // Unused files, exports and dependencies (knip.json lists each workspace's entries).
    { name: 'knip', command: 'npx', args: ['knip', '--no-progress'] },
    { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
    { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  ].filter((check) => want(check.name));
  if (checks.length > 0) {
    log(`${checks.map((check) => check.name).join(', ')} at once…`);
    timings.push(...(await runConcurrently(checks)));
  }
  step('unit', 'npx', ['vitest', 'run']);
  if (fs.existsSync('e2e/package.json')) step('e2e', 'npm', ['test', '-w', '@cloudmine/e2e']);
  for (const [name, ms] of timings) log(`${name.padEnd(10)} ${(ms / 1000).toFixed(1)} s`);
});
