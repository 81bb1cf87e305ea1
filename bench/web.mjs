// Web benchmark: gzip sizes of the production build against the budget (docs/web-app.md): the
// initial JS and CSS of the Home route and each lazy page's own JS.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/processes.mjs';
import { printTable, writeResult } from './lib/report.mjs';

export function runWebBench() {
  execFileSync('npm', ['run', 'build', '-w', '@cloudmine/web'], { cwd: repoRoot, stdio: 'ignore' });
  const file = path.join(os.tmpdir(), `cloudmine-bundle-${process.pid}.json`);
  try {
    execFileSync(process.execPath, [path.join(repoRoot, 'apps/web/scripts/bundle-report.mjs')], {
      env: { ...process.env, BUNDLE_REPORT_JSON: file },
      stdio: 'ignore',
    });
  } catch {
    // Exit code 1 means over budget; the figures are still written and the table says which.
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.rmSync(file, { force: true });
  const row = (what, kb, budget) => ({
    what,
    'KB gzip': kb.toFixed(1),
    budget: budget ?? '-',
    verdict: budget === undefined ? '-' : kb <= budget ? 'ok' : 'OVER',
  });
  const biggest = report.pages[0];
  const rows = [
    row('initial JS, Home route', report.initialHomeJsKb, report.budgetKb.initialHomeJs),
    row('  of which the entry', report.entryJsKb),
    row('CSS, Home route', report.homeCssKb, report.budgetKb.css),
    row('CSS, whole app', report.allCssKb),
    row(`largest lazy page (${biggest.page})`, biggest.kb, report.budgetKb.lazyPage),
  ];
  printTable('Web bundle (production build, gzip -9)', ['what', 'KB gzip', 'budget', 'verdict'], rows);
  const over = report.pages.filter((page) => page.kb > report.budgetKb.lazyPage).length;
  process.stdout.write(`lazy pages over ${report.budgetKb.lazyPage} KB: ${over} of ${report.pages.length}\n`);
  writeResult('web', report);
}
