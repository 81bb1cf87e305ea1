// Shared by start, build and test: install and build only what is missing or stale.
// Plain Node (no dependencies), because it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function log(message) {
  process.stdout.write(`\x1b[36m▸ ${message}\x1b[0m\n`);
}

export function run(command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) {
    const where = `${command} ${args.join(' ')}`;
    throw new Error(
      `${where} failed${result.status === null ? ` (${result.signal})` : ` with exit code ${result.status}`}`,
    );
  }
  return Date.now() - started;
}

export function assertNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    throw new Error(`Node.js >= 20.19 is required; this is ${process.versions.node}`);
  }
}

function hashFiles(paths) {
  const hash = createHash('sha256');
  const files = [];
  const walk = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry).sort()) {
        if (name === 'node_modules' || name === 'dist' || name.endsWith('.tsbuildinfo')) continue;
        walk(path.join(entry, name));
      }
    } else {
      files.push(entry);
    }
  };
  for (const p of paths) walk(path.join(root, p));
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

function lockPackages(lockfile) {
  if (!fs.existsSync(lockfile)) return null;
  const { packages = {} } = JSON.parse(fs.readFileSync(lockfile, 'utf8'));
  return new Map(Object.entries(packages).filter(([key]) => key.startsWith('node_modules/')));
}

/**
 * `npm ci` when node_modules does not match package-lock.json. npm records what it installed in
 * node_modules/.package-lock.json, so a fresh `npm ci` (as in CI) is recognised and not repeated.
 * Optional packages for other platforms are never installed, so only required ones must be present.
 */
export function ensureInstalled() {
  const wanted = lockPackages(path.join(root, 'package-lock.json'));
  const present = lockPackages(path.join(root, 'node_modules', '.package-lock.json'));
  const matches =
    wanted !== null &&
    present !== null &&
    [...wanted].every(([key, entry]) => entry.optional || present.get(key)?.version === entry.version) &&
    [...present].every(([key, entry]) => wanted.get(key)?.version === entry.version);
  if (matches) return false;
  log('installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  return true;
}

/** Build steps in dependency order; each rebuilds when its inputs (or a dependency's) changed. */
const BUILDS = [
  {
    name: 'packages/api',
    inputs: ['packages/api/src', 'packages/api/package.json', 'packages/api/tsconfig.build.json'],
    dist: 'packages/api/dist',
    command: ['npm', ['run', 'build', '-w', '@cloudmine/api']],
  },
  {
    name: 'apps/server',
    after: ['packages/api'],
    inputs: ['apps/server/src', 'apps/server/package.json', 'apps/server/tsconfig.build.json'],
    dist: 'apps/server/dist',
    command: ['npm', ['run', 'build', '-w', '@cloudmine/server']],
  },
  {
    name: 'apps/web',
    after: ['packages/api'],
    inputs: ['apps/web', 'packages/ui'],
    dist: 'apps/web/dist',
    command: ['npm', ['run', 'build', '-w', '@cloudmine/web']],
  },
  {
    name: 'apps/admin',
    after: ['packages/api'],
    inputs: ['apps/admin', 'packages/ui'],
    dist: 'apps/admin/dist',
    command: ['npm', ['run', 'build', '-w', '@cloudmine/admin']],
  },
];

export function ensureBuilt({ force = false } = {}) {
  const hashes = new Map();
  for (const build of BUILDS) {
    if (!fs.existsSync(path.join(root, build.name, 'package.json'))) continue;
    const inputs = hashFiles([...build.inputs, 'tsconfig.base.json', 'package-lock.json']);
    const hash = createHash('sha256')
      .update(inputs)
      .update((build.after ?? []).map((name) => hashes.get(name) ?? '').join(','))
      .digest('hex');
    hashes.set(build.name, hash);
    const stamp = path.join(root, build.dist, '.cloudmine-build');
    if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) continue;
    log(`building ${build.name}…`);
    const [command, args] = build.command;
    run(command, args);
    fs.mkdirSync(path.dirname(stamp), { recursive: true });
    fs.writeFileSync(stamp, hash);
  }
}

/**
 * Runs commands at the same time (checks that each use about one core), holding each one's output
 * and printing it whole when it ends; throws once all have ended if any failed. Answers
 * [name, milliseconds] per command.
 */
export async function runConcurrently(commands) {
  const results = await Promise.all(
    commands.map(
      ({ name, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const where = `${command} ${args.join(' ')}`;
          const output = [];
          const child = spawn(command, args, { cwd: root, env: process.env });
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          const end = (failure) => {
            log(`${name} ${failure ? 'failed' : 'passed'}`);
            process.stdout.write(Buffer.concat(output));
            resolve({ name, ms: Date.now() - started, failure });
          };
          child.on('error', (error) => end(`${where} could not start: ${error.message}`));
          child.on('close', (code, signal) =>
            end(
              code === 0
                ? null
                : `${where} failed${code === null ? ` (${signal})` : ` with exit code ${code}`}`,
            ),
          );
        }),
    ),
  );
  const failures = results.filter((result) => result.failure).map((result) => result.failure);
  if (failures.length > 0) throw new Error(failures.join('; '));
  return results.map((result) => [result.name, result.ms]);
}

export async function main(task) {
  try {
    await task();
  } catch (error) {
    process.stderr.write(`\x1b[31m✖ ${error instanceof Error ? error.message : String(error)}\x1b[0m\n`);
    process.exit(1);
  }
}
