// node bench/lib/profile-top.mjs FILE.cpuprofile [N]: the top self-time entries of a V8 CPU profile
// (as written by `npm run bench -- api --cpu-prof DIR`), by function and by package, idle excluded.
// Counting starts at the first request (the first sample in the envelope hook), so start-up and
// module loading stay out of the shares.
import fs from 'node:fs';
import path from 'node:path';

const [file, limitText = '25'] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node bench/lib/profile-top.mjs FILE.cpuprofile [N]\n');
  process.exit(2);
}
const limit = Number(limitText);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
function servesRequest(id) {
  for (let at = id; at !== undefined; at = parent.get(at)) {
    if (nodes.get(at).callFrame.url.endsWith('envelope-hooks.js')) return true;
  }
  return false;
}
const first = profile.samples.findIndex(servesRequest);
const selfUs = new Map();
profile.samples.forEach((id, i) => {
  if (i >= first) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

/** Where a frame's code lives: a package under node_modules, node's own code, or the app. */
function packageOf(url) {
  if (!url) return '(native)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (url.startsWith('node:')) return 'node';
  return url.includes('/apps/server/') ? 'server' : url.includes('/packages/api/') ? '@cloudmine/api' : url;
}

const byFunction = new Map();
const byPackage = new Map();
let total = 0;
for (const [id, us] of selfUs) {
  const { callFrame } = nodes.get(id);
  if (callFrame.functionName === '(idle)') continue;
  total += us;
  const where = callFrame.url ? `${path.basename(callFrame.url)}:${callFrame.lineNumber + 1}` : '';
  const name = `${callFrame.functionName || '(anonymous)'} ${where}`.trim();
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  const pkg = callFrame.url ? packageOf(callFrame.url) : callFrame.functionName;
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
}

function print(title, map) {
  process.stdout.write(`\n${title} (share of ${(total / 1e6).toFixed(1)} s busy)\n`);
  const rows = [...map].sort((a, b) => b[1] - a[1]).slice(0, limit);
  for (const [name, us] of rows) {
    process.stdout.write(`${((us / total) * 100).toFixed(1).padStart(5)}%  ${name}\n`);
  }
}
print('self time by function', byFunction);
print('self time by package', byPackage);
