import type { Migration } from 'kysely';
import * as platform from './2026-11-21-01-platform.js';
import * as accounts from './2026-11-21-02-accounts.js';
import * as ledger from './2026-11-21-03-ledger.js';
import * as content from './2026-11-21-04-content.js';
import * as admin from './2026-11-21-05-admin.js';
import * as coupons from './2026-11-21-06-coupons.js';
import * as recharge from './2026-11-22-10-recharge.js';
import * as bankCards from './2026-11-22-11-bank-cards.js';
import * as withdrawals from './2026-11-22-12-withdrawals.js';
import * as mall from './2026-11-22-20-mall.js';
import * as pledge from './2026-11-22-21-pledge.js';
import * as funds from './2026-11-22-22-funds.js';
import * as checkins from './2026-11-22-30-checkins.js';
import * as exchanges from './2026-11-22-31-exchanges.js';
import * as lottery from './2026-11-22-32-lottery.js';
import * as redpacks from './2026-11-22-33-redpacks.js';
import * as messages from './2026-11-22-34-messages.js';
import * as team from './2026-11-22-40-team.js';
import * as bargain from './2026-11-22-41-bargain.js';
import * as operatorConsole from './2026-11-22-50-operator-console.js';
import * as credentialsVersion from './2026-11-23-01-credentials-version.js';
import * as payoutHolds from './2026-11-23-02-payout-holds.js';
import * as jobRuns from './2026-11-24-10-job-runs.js';
import * as accountSecurity from './2026-11-24-20-account-security.js';
import * as ledgerByDay from './2026-11-24-30-ledger-by-day.js';
import * as memberCare from './2026-11-24-25-member-care.js';
import * as stockSlots from './2026-11-27-10-stock-slots.js';
import * as jobClaims from './2026-11-27-20-job-claims.js';
import * as dueItemsByDate from './2026-11-27-21-due-items-by-date.js';
import * as productTeamRequirement from './2026-11-27-41-product-team-requirement.js';
import * as avatarUploads from './2026-11-27-42-avatar-uploads.js';
import * as channelNames from './2026-11-27-50-channel-names.js';
import * as rechargeBonus from './2026-11-27-60-recharge-bonus.js';

/**
 * Every migration, by name. Names start with a date so branches developed in parallel never
 * collide; they run in name order.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21-01-platform': platform,
  '2026-11-21-02-accounts': accounts,
  '2026-11-21-03-ledger': ledger,
  '2026-11-21-04-content': content,
  '2026-11-21-05-admin': admin,
  '2026-11-21-06-coupons': coupons,
  '2026-11-22-10-recharge': recharge,
  '2026-11-22-11-bank-cards': bankCards,
  '2026-11-22-12-withdrawals': withdrawals,
  '2026-11-22-20-mall': mall,
  '2026-11-22-21-pledge': pledge,
  '2026-11-22-22-funds': funds,
  '2026-11-22-30-checkins': checkins,
  '2026-11-22-31-exchanges': exchanges,
  '2026-11-22-32-lottery': lottery,
  '2026-11-22-33-redpacks': redpacks,
  '2026-11-22-34-messages': messages,
  '2026-11-22-40-team': team,
  '2026-11-22-41-bargain': bargain,
  '2026-11-22-50-operator-console': operatorConsole,
  '2026-11-23-01-credentials-version': credentialsVersion,
  '2026-11-23-02-payout-holds': payoutHolds,
  '2026-11-24-10-job-runs': jobRuns,
  '2026-11-24-20-account-security': accountSecurity,
  '2026-11-24-30-ledger-by-day': ledgerByDay,
  '2026-11-24-25-member-care': memberCare,
  '2026-11-27-10-stock-slots': stockSlots,
  '2026-11-27-20-job-claims': jobClaims,
  '2026-11-27-21-due-items-by-date': dueItemsByDate,
  '2026-11-27-41-product-team-requirement': productTeamRequirement,
  '2026-11-27-42-avatar-uploads': avatarUploads,
  '2026-11-27-50-channel-names': channelNames,
  '2026-11-27-60-recharge-bonus': rechargeBonus,
};
