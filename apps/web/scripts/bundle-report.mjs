// Gzip sizes of the built app against the budget of docs/web-app.md: the JS and CSS the Home route
// loads (entry and Home page with everything they import), and for each lazy page its own chunks
// (those no other page and not the entry loads) and, for information, everything it adds on top of
// the entry including chunks shared with other pages (react-spring for the overlays, say).
// Run after `npm run build -w @cloudmine/web`: `node apps/web/scripts/bundle-report.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

const BUDGET_KB = { initialHomeJs: 120, css: 20, lazyPage: 30 };

/** Every chunk a chunk loads statically, itself included. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const sum = (keys) => [...keys].reduce((total, key) => total + gzipKb(manifest[key].file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
const entry = closure(entryKey);
const pages = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && /-page\.tsx$/.test(key));
const homeKey = pages.find((key) => key.endsWith('home/home-page.tsx'));
const home = closure(homeKey, new Set(entry));

const cssOf = (keys) => new Set([...keys].flatMap((key) => manifest[key].css ?? []));
const cssSum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
// The budget is for what the Home route loads; the whole app's CSS is printed for information.
const cssKb = cssSum(cssOf(home));
const allCssKb = cssSum(cssOf(Object.keys(manifest)));

const users = new Map();
for (const key of pages) for (const dep of closure(key)) users.set(dep, (users.get(dep) ?? 0) + 1);
const rows = pages.map((key) => {
  const beyondEntry = [...closure(key)].filter((dep) => !entry.has(dep));
  const own = beyondEntry.filter((dep) => users.get(dep) === 1);
  return { page: path.basename(key, '.tsx'), kb: sum(own), withShared: sum(beyondEntry) };
});
rows.sort((a, b) => b.kb - a.kb);

const line = (label, kb, budget, note = '') =>
  console.log(
    `${label.padEnd(34)} ${kb.toFixed(2).padStart(8)} KB gzip  (budget ${budget} KB) ${kb <= budget ? 'ok  ' : 'OVER'}${note}`,
  );
line('initial JS of the Home route', sum(home), BUDGET_KB.initialHomeJs);
line('  of which the entry', sum(entry), BUDGET_KB.initialHomeJs);
line('CSS of the Home route', cssKb, BUDGET_KB.css);
console.log(`${'  all CSS of the app'.padEnd(34)} ${allCssKb.toFixed(2).padStart(8)} KB gzip`);
for (const row of rows) {
  line(
    `page ${row.page}`,
    row.kb,
    BUDGET_KB.lazyPage,
    `  with shared chunks ${row.withShared.toFixed(2)} KB`,
  );
}
const over =
  sum(home) > BUDGET_KB.initialHomeJs || cssKb > BUDGET_KB.css || rows.some((r) => r.kb > BUDGET_KB.lazyPage);
process.exitCode = over ? 1 : 0;

// For bench/web.mjs: the same figures as JSON.
if (process.env.BUNDLE_REPORT_JSON) {
  fs.writeFileSync(
    process.env.BUNDLE_REPORT_JSON,
    JSON.stringify({
      budgetKb: BUDGET_KB,
      initialHomeJsKb: sum(home),
      entryJsKb: sum(entry),
      homeCssKb: cssKb,
      allCssKb,
      pages: rows,
    }),
  );
}
