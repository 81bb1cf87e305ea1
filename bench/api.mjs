// API benchmark: autocannon in a separate process, 50 connections, against the built server on
// SQLite and PostgreSQL, with a plain Fastify hello-world measured in the same run as the baseline.
import { freshDatabase } from './lib/database.mjs';
import { load, reconciles, seed, startApp, startBaseline } from './lib/processes.mjs';
import { printTable, writeResult } from './lib/report.mjs';
import { apiScenarios, MEMBERS } from './lib/scenarios.mjs';
import { BENCH_ENVELOPE_KEY, benchServerEnv } from './lib/server-env.mjs';

const CONNECTIONS = 50;

export async function runApiBench({ engines, durationSec, only, cpuProfDir, members = MEMBERS }) {
  const rows = [];
  const ledger = {};
  const baselineServer = await startBaseline(4701);
  await load({
    url: 'http://127.0.0.1:4701',
    method: 'GET',
    path: '/',
    connections: CONNECTIONS,
    duration: 2,
  });
  const baselineCpu = baselineServer.cpuMs();
  const baseline = await load({
    url: 'http://127.0.0.1:4701',
    method: 'GET',
    path: '/',
    connections: CONNECTIONS,
    duration: durationSec,
  });
  baseline.cpuUsPerReq = ((baselineServer.cpuMs() - baselineCpu) * 1000) / baseline.requests;
  await baselineServer.stop();
  rows.push({
    scenario: 'fastify hello-world (baseline)',
    engine: '-',
    ...format(baseline, baseline),
    rssMb: '-',
  });

  for (const engine of engines) {
    const database = await freshDatabase(engine);
    const env = benchServerEnv(database, { PORT: '4702' });
    const seeded = seed(env, members, 1_000_000_00);
    const server = await startApp(env, cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : []);
    try {
      for (const scenario of apiScenarios(seeded, engine)) {
        if (only && !only.includes(scenario.name)) continue;
        const run = (duration, tokens) =>
          load({
            url: 'http://127.0.0.1:4702',
            keyBase64: BENCH_ENVELOPE_KEY,
            connections: CONNECTIONS,
            duration,
            ...scenario,
            tokens,
          });
        await run(2, scenario.tokens);
        server.resetPeak();
        const cpuBefore = server.cpuMs();
        const result = await run(durationSec, scenario.measureTokens ?? scenario.tokens);
        result.cpuUsPerReq = ((server.cpuMs() - cpuBefore) * 1000) / result.requests;
        rows.push({
          scenario: scenario.name,
          engine,
          kind: scenario.kind,
          ...format(result, baseline),
          rssMb: server.peakRssMb(),
        });
      }
    } finally {
      await server.stop();
    }
    // Every money write of the run, checked by the server's own reconcile before the database goes.
    ledger[engine] = reconciles(env);
    await database.drop();
  }
  printTable(
    `API, ${CONNECTIONS} connections, ${durationSec} s per scenario`,
    [
      'scenario',
      'engine',
      'req/s',
      'p50 ms',
      'p99 ms',
      'vs baseline',
      'CPU µs/req',
      'vs baseline CPU',
      'failed',
      'rssMb',
    ],
    rows,
  );
  for (const [engine, ok] of Object.entries(ledger)) {
    process.stdout.write(`ledger reconciles after the ${engine} scenarios: ${ok ? 'yes' : 'NO'}\n`);
  }
  // A profiled run is slower by the profiler's cost: its figures are for the shares, not the record.
  if (!cpuProfDir) writeResult('api', { connections: CONNECTIONS, durationSec, rows, reconciles: ledger });
  return rows;
}

/**
 * `vs baseline` compares throughput; `vs baseline CPU` compares the server's CPU time per request,
 * which other processes on a busy machine disturb far less (the baseline's per-request CPU over this).
 */
function format(result, baseline) {
  return {
    'req/s': Math.round(result.reqPerSec),
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    'vs baseline': `${Math.round((result.reqPerSec / baseline.reqPerSec) * 100)}%`,
    'CPU µs/req': Math.round(result.cpuUsPerReq),
    'vs baseline CPU': `${Math.round((baseline.cpuUsPerReq / result.cpuUsPerReq) * 100)}%`,
    failed: result.non2xx + result.errors + result.timeouts + result.businessFailures,
    failureKeys: result.failureKeys,
    breakdown: { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts },
  };
}
