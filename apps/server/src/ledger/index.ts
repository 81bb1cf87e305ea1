/**
 * The ledger's public surface: postings (the only writes to wallets), the narrow reads other
 * modules need of wallets and postings, idempotency and the reconcile check. Modules import from
 * here; the ledger imports nothing from `modules/`.
 */
export { runOnce, runOnceForMember, isAnswered } from './idempotency.js';
export { type Credit } from './credits.js';
export { createLedger, memberLeg, type Leg, type Ledger } from './ledger.js';
export { type PlatformAccount } from './platform-accounts.js';
export {
  listMemberPostings,
  listMemberPostingsWithMemo,
  hasPostingOfType,
  memberPostingsBetween,
  memberPostingsPage,
  memberPostingTotals,
  membersWithPostingOfType,
  postingsForExport,
  postingTotals,
  requireInvestedOrRecharged,
  sumMemberPostings,
  type PostingRow,
} from './postings-repository.js';
export { lastReconcileRun, reconcileAndRecord, reconciledSince } from './reconcile.js';
export {
  lockedBalance,
  walletBalance,
  walletBalanceOf,
  walletBalances,
  walletTotals,
  type WalletBalances,
} from './wallets-repository.js';
export {
  activeMembersByDay,
  EARLIER,
  postingSumsByDay,
  walletChangesByDay,
  type DayRange,
  type DaySum,
} from './postings-by-day.js';
