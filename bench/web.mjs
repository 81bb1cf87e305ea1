// Web benchmark: gzip sizes of the production build against the budget (docs/web-app.md): the
// initial JS and CSS of the Home route and each lazy page's own JS; then Lighthouse on the built app
// served by the built server (lib/lighthouse.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLighthouse } from './lib/lighthouse.mjs';
import { repoRoot } from './lib/processes.mjs';
import { printTable, writeResult } from './lib/report.mjs';

/** The console's initial JS of login and dashboard (apps/admin/scripts/bundle-report.mjs). */
function adminBundle() {
  execFileSync('npm', ['run', 'build', '-w', '@cloudmine/admin'], { cwd: repoRoot, stdio: 'ignore' });
  const file = path.join(os.tmpdir(), `cloudmine-admin-bundle-${process.pid}.json`);
  try {
    execFileSync(process.execPath, [path.join(repoRoot, 'apps/admin/scripts/bundle-report.mjs')], {
      env: { ...process.env, BUNDLE_REPORT_JSON: file },
      stdio: 'ignore',
    });
  } catch {
    // Over budget: the figures are written all the same.
  }
  const figures = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.rmSync(file, { force: true });
  return figures;
}

export async function runWebBench() {
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

  const console_ = adminBundle();
  printTable(
    'Console bundle (production build, gzip -9)',
    ['what', 'KB gzip', 'budget', 'verdict'],
    [
      row('initial JS, login page', console_.loginKb, console_.budgetKb),
      row('initial JS, dashboard', console_.dashboardKb, console_.budgetKb),
    ],
  );

  const lighthouse = await runLighthouse();
  printTable(
    'Lighthouse 13, mobile preset (simulated slow 4G, 4x CPU slowdown), cold start, median of 3 runs',
    [
      'page',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'KB transferred',
      'KB w/o web font',
    ],
    lighthouse.map((run) => ({
      page: run.page,
      perf: run.scores.performance,
      a11y: run.scores.accessibility,
      'best pr.': run.scores['best-practices'],
      SEO: run.scores.seo,
      'FCP ms': run.fcpMs,
      'LCP ms': run.lcpMs,
      'TBT ms': run.tbtMs,
      CLS: run.cls,
      'KB transferred': run.transferredKb,
      'KB w/o web font': Number((run.transferredKb - run.webFontKb).toFixed(1)),
    })),
  );
  for (const run of lighthouse) {
    if (run.runtimeError) process.stdout.write(`${run.page}: Lighthouse error ${run.runtimeError}\n`);
    if (run.failedAudits.length) process.stdout.write(`${run.page} fails: ${run.failedAudits.join(', ')}\n`);
    const work = Object.entries(run.mainThreadMs).map(([kind, ms]) => `${kind} ${ms}`);
    process.stdout.write(`${run.page} main thread ms: ${work.join(', ')}\n`);
    const others = run.runs.map((r) =>
      r.runtimeError
        ? `no score (${r.runtimeError})`
        : `${r.performance} (LCP ${r.lcpMs}, TBT ${r.tbtMs}, CLS ${r.cls}, host index ${r.benchmarkIndex})`,
    );
    process.stdout.write(`${run.page} all ${run.runs.length} runs, performance: ${others.join('; ')}\n`);
    const seen = run.observedMs;
    process.stdout.write(
      `${run.page} observed on loopback, unthrottled: FCP ${seen.fcp} ms, LCP ${seen.lcp} ms, DOMContentLoaded ${seen.domContentLoaded} ms\n`,
    );
  }

  const applied = await runLighthouse({ throttlingMethod: 'devtools' });
  printTable(
    'Lighthouse 13, the same throttling applied to the browser while it loads (devtools), median of 3 runs',
    ['page', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'LCP element'],
    applied.map((run) => ({
      page: run.page,
      perf: run.scores.performance,
      'FCP ms': run.fcpMs,
      'LCP ms': run.lcpMs,
      'TBT ms': run.tbtMs,
      CLS: run.cls,
      'LCP element': (run.lcpElement ?? '-').slice(0, 60),
    })),
  );
  for (const run of applied) {
    const all = run.runs.map((r) =>
      r.runtimeError ? 'no score' : `${r.performance} (LCP ${r.lcpMs}, TBT ${r.tbtMs})`,
    );
    process.stdout.write(`${run.page} applied, all ${run.runs.length} runs: ${all.join('; ')}\n`);
  }
  writeResult('web', { ...report, console: console_, lighthouse, lighthouseApplied: applied });
}
