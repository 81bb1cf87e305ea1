// Child processes of a benchmark: the server under test, the baseline, the load generator.
import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const here = path.dirname(fileURLToPath(import.meta.url));

export function runJson(script, args, env, nodeArgs = []) {
  const out = execFileSync(process.execPath, [...nodeArgs, script, ...args], {
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = out.toString().trim().split('\n');
  return JSON.parse(lines[lines.length - 1]);
}

async function waitFor(url, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts a node script as a server and waits until `readyUrl` answers. */
async function startServer(script, env, readyUrl, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(readyUrl);
  let peakRssKb = 0;
  const sampler = setInterval(() => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peakRssKb = Math.max(peakRssKb, rss);
    } catch {
      // process gone
    }
  }, 250);
  return {
    pid: child.pid,
    /** CPU time the server has used so far (user + system), in ms: immune to other load on the machine. */
    cpuMs() {
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    resetPeak() {
      peakRssKb = 0;
    },
    peakRssMb: () => Math.round(peakRssKb / 1024),
    async stop() {
      clearInterval(sampler);
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

export function startApp(env, nodeArgs = []) {
  return startServer(
    // BENCH_SERVER: the built main.js of another checkout, to compare two commits in one run.
    process.env.BENCH_SERVER ?? path.join(repoRoot, 'apps/server/dist/main.js'),
    env,
    `http://127.0.0.1:${env.PORT}/healthz`,
    nodeArgs,
  );
}

export function startBaseline(port) {
  return startServer(path.join(here, 'baseline.mjs'), { PORT: String(port) }, `http://127.0.0.1:${port}/`);
}

/**
 * Runs the load generator without blocking this process, so the RSS sampler keeps sampling. The
 * scenario (with thousands of tokens) goes through a file: it is too long for a command line.
 */
export function load(scenario) {
  const file = path.join(os.tmpdir(), `cloudmine-load-${process.pid}-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(scenario));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(here, 'load.mjs'), file],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        fs.rmSync(file, { force: true });
        if (error) return reject(new Error(`load failed: ${stderr || error.message}`));
        const lines = stdout.trim().split('\n');
        return resolve(JSON.parse(lines[lines.length - 1]));
      },
    );
  });
}

export function seed(env, members, balanceMinor) {
  const file = path.join(os.tmpdir(), `cloudmine-seed-${process.pid}-${Date.now()}.json`);
  runJson(path.join(here, 'seed.mjs'), [String(members), String(balanceMinor), file], env);
  const seeded = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.rmSync(file, { force: true });
  return seeded;
}

/** The server's own `reconcile` command over the whole ledger of the database `env` names: true when clean. */
export function reconciles(env) {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'apps/server/dist/cli/reconcile.js')], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) process.stderr.write(run.stdout + run.stderr);
  return run.status === 0;
}
