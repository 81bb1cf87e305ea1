// npm run bench [-- api|settlement|cluster|web|all] [--engine sqlite|postgres|both] [--duration 10] [--only name,name]
//   [--orders 100000] (settlement: running orders to pay)
//   [--cpu-prof DIR] [--members 40000] (api: seeded members; fewer seed faster for a profile run)
// cluster: two nodes on PostgreSQL + Redis behind nginx (always PostgreSQL; --engine does not apply).
import { parseArgs } from 'node:util';
import { runApiBench } from './api.mjs';
import { runClusterBench } from './cluster.mjs';
import { runSettlementBench } from './settlement.mjs';
import { runWebBench } from './web.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    engine: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    only: { type: 'string' },
    orders: { type: 'string', default: '100000' },
    'cpu-prof': { type: 'string' },
    members: { type: 'string' },
  },
});
const what = positionals[0] ?? 'all';
const engines = values.engine === 'both' ? ['sqlite', 'postgres'] : [values.engine];
const durationSec = Number(values.duration);
const only = values.only?.split(',');
// A directory: the API server (or the settling process) runs under `node --cpu-prof` and writes its
// profile there on exit.
const cpuProfDir = values['cpu-prof'];

if (what === 'api' || what === 'all') {
  const members = values.members ? Number(values.members) : undefined;
  await runApiBench({ engines, durationSec, only, cpuProfDir, members });
}
if (what === 'settlement' || what === 'all') {
  await runSettlementBench({ engines, orders: Number(values.orders), cpuProfDir });
}
if (what === 'cluster' || (what === 'all' && engines.includes('postgres'))) {
  await runClusterBench({ durationSec });
}
if (what === 'web' || what === 'all') await runWebBench();
