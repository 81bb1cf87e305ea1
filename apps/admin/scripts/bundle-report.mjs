// Gzip sizes of the console's initial JS: what the login page and the dashboard load (the entry,
// the route's chunks and everything they import statically), against the budget of
// docs/admin-console.md. Run after `npm run build -w @cloudmine/admin`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const BUDGET_KB = 350;

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const keyOf = (suffix) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`no chunk for ${suffix}`);
  return key;
};
const kb = (keys) => [...keys].reduce((total, key) => total + gzipKb(manifest[key].file), 0);

const entry = closure(Object.keys(manifest).find((key) => manifest[key].isEntry));
const login = closure(keyOf('features/auth/login-page.tsx'), new Set(entry));
const dashboard = closure(
  keyOf('features/dashboard/dashboard-page.tsx'),
  closure(keyOf('app/console-layout.tsx'), new Set(entry)),
);

const figures = { entryKb: kb(entry), loginKb: kb(login), dashboardKb: kb(dashboard), budgetKb: BUDGET_KB };
for (const [label, value] of [
  ['entry', figures.entryKb],
  ['initial JS of the login page', figures.loginKb],
  ['initial JS of the dashboard', figures.dashboardKb],
]) {
  console.log(
    `${label.padEnd(30)} ${value.toFixed(1).padStart(7)} KB gzip  (budget ${BUDGET_KB} KB) ${value <= BUDGET_KB ? 'ok' : 'OVER'}`,
  );
}
process.exitCode = figures.loginKb > BUDGET_KB || figures.dashboardKb > BUDGET_KB ? 1 : 0;
if (process.env.BUNDLE_REPORT_JSON) fs.writeFileSync(process.env.BUNDLE_REPORT_JSON, JSON.stringify(figures));
