import { loadConfig } from '../platform/config.js';
import { systemClock } from '../platform/clock.js';
import { openDatabase } from '../app/runtime.js';
import { reconcileAndRecord, type ReconcileReport } from '../ledger/reconcile.js';

/**
 * `npm run reconcile -w @cloudmine/server [-- --json]`: checks the ledger invariants and records the
 * outcome. Exits 1 on any difference, so a cron job or CI step fails loudly.
 */
function summary(report: ReconcileReport): string {
  const lines = [
    `ledger reconcile at ${report.checkedAt}: ${report.ok ? 'OK' : 'DIFFERENCES FOUND'}`,
    `  wallets ${report.wallets}, entries ${report.entries}`,
    `  wallets not equal to their postings: ${report.walletMismatches.length}`,
    `  units not summing to zero:           ${report.unbalancedUnits.length}`,
    `  transfers not summing to zero:       ${report.unbalancedTransfers.length}`,
    `  broken balance-after chains:         ${report.brokenChains.length}`,
    `  negative wallets:                    ${report.negativeWallets.length}`,
    `  platform accounts:`,
    ...report.platformBalances.map(
      (row) => `    ${row.account.padEnd(22)} ${row.unit.padEnd(6)} ${row.balance}`,
    ),
  ];
  return lines.join('\n');
}

const config = loadConfig();
const db = openDatabase(config);
try {
  const report = await reconcileAndRecord(db, systemClock);
  console.log(process.argv.includes('--json') ? JSON.stringify(report, null, 2) : summary(report));
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await db.destroy();
}
