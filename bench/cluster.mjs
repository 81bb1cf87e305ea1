// Cluster benchmark (PostgreSQL + Redis): `checkin/do` and `mall/purchase` through one nginx on
// loopback, round-robin to two built server processes sharing one database and Redis, with one
// load generator; then the same through the same nginx to one node, for comparison. Each node's
// /metrics says how many calls it answered and how many units its group commits held.
import { freshDatabase } from './lib/database.mjs';
import { startNginx } from './lib/nginx.mjs';
import { load, reconciles, seed, startApp } from './lib/processes.mjs';
import { printTable, writeResult } from './lib/report.mjs';
import { apiScenarios } from './lib/scenarios.mjs';
import { BENCH_ENVELOPE_KEY, benchServerEnv } from './lib/server-env.mjs';

const CONNECTIONS = 50;
// Check-ins are once per member per day: each topology gets members of its own.
const MEMBERS = 60_000;
const PROXY_PORT = 4710;
const NODE_PORTS = [4711, 4712];
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Sums a metric's samples whose labels contain every `label="value"` given, from a node's /metrics. */
async function metric(port, name, labels = []) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (labels.every((label) => line.includes(label))) total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

async function nodeCounters(port, route) {
  return {
    calls: await metric(port, 'cloudmine_http_request_duration_seconds_count', [`route="${route}"`]),
    batches: await metric(port, 'cloudmine_group_commit_units_count'),
    units: await metric(port, 'cloudmine_group_commit_units_sum'),
  };
}

export async function runClusterBench({ durationSec }) {
  const database = await freshDatabase('postgres');
  // Every request reaches the nodes from nginx with X-Forwarded-For 127.0.0.1: one address.
  const env = benchServerEnv(database, { REDIS_URL, TRUST_PROXY: 'true' });
  const seeded = seed(env, MEMBERS, 1_000_000_00);
  const scenarios = apiScenarios(seeded, 'postgres').filter((s) =>
    ['checkin/do', 'mall/purchase'].includes(s.name),
  );
  const half = Math.floor((MEMBERS - 1_000) / 2);
  const checkinMembers = [seeded.tokens.slice(1_000, 1_000 + half), seeded.tokens.slice(1_000 + half)];
  const nodes = [];
  const rows = [];
  try {
    for (const port of NODE_PORTS)
      nodes.push({ port, server: await startApp({ ...env, PORT: String(port) }) });
    for (const [topology, count] of [
      ['two nodes', 2],
      ['one node', 1],
    ]) {
      const serving = nodes.slice(0, count);
      const proxy = await startNginx({
        port: PROXY_PORT,
        upstreams: serving.map((node) => `127.0.0.1:${node.port}`),
      });
      try {
        for (const scenario of scenarios) {
          let { tokens, measureTokens } = scenario;
          if (scenario.once) {
            const own = checkinMembers[count === 2 ? 0 : 1];
            [tokens, measureTokens] = [own.slice(0, 3_000), own.slice(3_000)];
          }
          const run = (duration, runTokens) =>
            load({
              url: `http://127.0.0.1:${PROXY_PORT}`,
              keyBase64: BENCH_ENVELOPE_KEY,
              connections: CONNECTIONS,
              duration,
              ...scenario,
              tokens: runTokens,
            });
          await run(2, tokens);
          const before = await Promise.all(serving.map((node) => nodeCounters(node.port, scenario.path)));
          const cpuBefore = serving.map((node) => node.server.cpuMs());
          const result = await run(durationSec, measureTokens ?? tokens);
          const after = await Promise.all(serving.map((node) => nodeCounters(node.port, scenario.path)));
          const served = after.map((counters, i) => counters.calls - before[i].calls);
          const batches = after.reduce((sum, counters, i) => sum + counters.batches - before[i].batches, 0);
          const units = after.reduce((sum, counters, i) => sum + counters.units - before[i].units, 0);
          const cpuMs = serving.reduce((sum, node, i) => sum + node.server.cpuMs() - cpuBefore[i], 0);
          rows.push({
            topology,
            scenario: scenario.name,
            'req/s': Math.round(result.reqPerSec),
            'p50 ms': result.p50,
            'p99 ms': result.p99,
            'served per node': served.join(' / '),
            'units per commit': batches ? (units / batches).toFixed(1) : '-',
            'nodes CPU µs/req': Math.round((cpuMs * 1000) / result.requests),
            failed: result.non2xx + result.errors + result.timeouts + result.businessFailures,
            failureKeys: result.failureKeys,
          });
        }
      } finally {
        await proxy.stop();
      }
    }
  } finally {
    for (const node of nodes) await node.server.stop();
  }
  const ledgerReconciles = reconciles(env);
  await database.drop();
  printTable(
    `Cluster: PostgreSQL + Redis, nginx round-robin, ${CONNECTIONS} connections, ${durationSec} s per scenario`,
    [
      'topology',
      'scenario',
      'req/s',
      'p50 ms',
      'p99 ms',
      'served per node',
      'units per commit',
      'nodes CPU µs/req',
      'failed',
    ],
    rows,
  );
  process.stdout.write(`ledger reconciles after both topologies: ${ledgerReconciles ? 'yes' : 'NO'}\n`);
  writeResult('cluster', {
    connections: CONNECTIONS,
    durationSec,
    members: MEMBERS,
    rows,
    reconciles: ledgerReconciles,
  });
  return rows;
}
