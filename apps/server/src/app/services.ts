import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { createLedger } from '../ledger/index.js';
import {
  createAccountsService,
  createSmsBudget,
  createSmsCodes,
  findMemberById,
  findSessionMember,
  fundPasswordLock,
} from '../modules/accounts/index.js';
import { createOperatorsService, findSessionOperator, writeAudit } from '../modules/admin/index.js';
import { createCheckinService } from '../modules/checkin/index.js';
import { createCouponsService } from '../modules/coupons/index.js';
import { createExchangeService } from '../modules/exchange/index.js';
import { activePrizeOdds, createLotteryService } from '../modules/lottery/index.js';
import {
  createMessagesService,
  createSmsNotices,
  memberNoticeSender,
  smsText,
  subscribeMessageNotices,
} from '../modules/messages/index.js';
import { createRedpacksService } from '../modules/redpacks/index.js';
import { createBargainService } from '../modules/bargain/index.js';
import { createTeamService } from '../modules/team/index.js';
import { createBankCardsService } from '../modules/bank-cards/index.js';
import {
  createRechargeService,
  createSandboxGateway,
  type PaymentGateway,
} from '../modules/recharge/index.js';
import { cardHasWithdrawalUnderReview, createWithdrawalsService } from '../modules/withdrawals/index.js';
import type { ChannelKind } from '@cloudmine/api';
import { DEV_PAYMENT_SECRET } from '../platform/config.js';
import { createFundsService } from '../modules/funds/index.js';
import { createInvestments, settlementJob } from '../modules/investments/index.js';
import { dailyReconcileJob } from '../modules/dashboard/index.js';
import { createMallService } from '../modules/mall/index.js';
import { createPledgeService } from '../modules/pledge/index.js';
import { createMemoryStore, createUploadsService, type ObjectStore } from '../modules/uploads/index.js';
import { createVerificationService } from '../modules/verification/index.js';
import { createSupportService } from '../modules/support/index.js';
import type { SessionLookup } from '../platform/auth/principals.js';
import { createMemberSessionCache } from '../platform/auth/session-cache.js';
import type { SessionChannel } from '../platform/auth/session-channel.js';
import type { Clock } from '../platform/clock.js';
import { createEventBus } from '../platform/domain-events.js';
import type { Database } from '../platform/db/database.js';
import type { RateLimiter } from '../platform/rate-limit/rate-limiter.js';
import type { Job } from '../platform/scheduler.js';
import { sqliteBackupJob } from '../platform/db/backup-job.js';
import { recordedJob, type RecordedJob } from '../platform/jobs/index.js';
import { createMaintenanceGate } from '../platform/maintenance/maintenance-gate.js';
import { createSettingsStore } from '../platform/settings/settings.js';
import type { SettingsChannel } from '../platform/settings/settings-channel.js';
import { economicSettingsRule } from '../modules/economics/index.js';
import type { SmsSender } from '../platform/sms/sms-sender.js';
import { SETTINGS } from './settings-catalogue.js';

export interface ServiceDeps {
  db: Database;
  /**
   * Where settings are read: its own connection (pool), because settings are read inside
   * transactions. On SQLite the first connection is held by the open transaction; on PostgreSQL a
   * burst of transactions queued on one row lock can hold every pooled connection.
   */
  settingsDb: Database;
  clock: Clock;
  sms: SmsSender;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  settingsCacheMs?: number;
  /** Where committed settings changes are announced to the other nodes (Redis pub/sub). */
  settingsChannel?: SettingsChannel;
  /** How long a member's session lookup is remembered (SESSION_CACHE_MS); 0, the default: never (tools). */
  sessionCacheMs?: number;
  /** Where members' session changes are announced to the other nodes (Redis pub/sub). */
  sessionChannel?: SessionChannel;
  /** The embedded database and where its scheduled backups go (SQLite only). */
  backups?: { databaseFile: string; dir: string };
  sleep?: (ms: number) => Promise<void>;
  /**
   * Payments: the HMAC secret of gateway callbacks (PAYMENT_CALLBACK_SECRET), whether the sandbox
   * gateway runs here (never in production), and further gateway adapters (a test's failing one).
   */
  payments?: { callbackSecret: string; sandbox: boolean; gateways?: PaymentGateway[] };
  /** Which node this is, in the job-run records (NODE_ID, else host and process id). */
  nodeId?: string;
  /**
   * Where uploaded files live (DATA_DIR/uploads on disk for a server); in memory for the in-process
   * tools that never receive uploads.
   */
  objectStore?: ObjectStore;
}

/** Builds every service once, each a small factory over its dependencies. */
export function createServices(deps: ServiceDeps) {
  const { db, clock, limiter, log } = deps;
  const events = createEventBus();
  const settings = createSettingsStore({
    db: deps.settingsDb,
    catalogue: SETTINGS,
    clock,
    ...(deps.settingsCacheMs === undefined ? {} : { cacheMs: deps.settingsCacheMs }),
    ...(deps.settingsChannel ? { channel: deps.settingsChannel } : {}),
    rule: economicSettingsRule(activePrizeOdds),
    onInvalidValue: (key, problem) =>
      log.error({ key, problem }, 'stored setting is invalid; using its default'),
  });
  const ledger = createLedger({ clock });
  // What every route needs from the accounts and admin modules (platform/http/routes.ts RouteDeps).
  const memberSessions = createMemberSessionCache((token, now) => findSessionMember(db, token, now), {
    ttlMs: deps.sessionCacheMs ?? 0,
    clock,
    ...(deps.sessionChannel ? { channel: deps.sessionChannel } : {}),
  });
  // Operators are few and their calls rare: their sessions are read every time, never remembered.
  const sessions: SessionLookup = {
    member: memberSessions.member,
    operator: (token, now) => findSessionOperator(db, token, now),
    memberChanged: memberSessions.memberChanged,
  };
  const audit = writeAudit;
  const smsBudget = createSmsBudget({ clock, limiter, settings });
  const smsCodes = createSmsCodes({
    db,
    clock,
    sms: deps.sms,
    limiter,
    settings,
    log,
    smsText,
    budget: smsBudget,
  });
  const smsNotices = createSmsNotices({
    sms: deps.sms,
    budget: smsBudget,
    settings,
    log,
    contactOf: async (memberId) => {
      const member = await findMemberById(db, memberId);
      return member ? { phone: member.phone, language: member.language } : null;
    },
  });
  subscribeMessageNotices(events, { settings, clock });
  const sendNotice = memberNoticeSender(settings);
  const accounts = createAccountsService({
    db,
    clock,
    ledger,
    settings,
    limiter,
    smsCodes,
    log,
    sendNotice,
    smsNotices,
    sessionsChanged: sessions.memberChanged,
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
  });
  const operators = createOperatorsService({ db, clock, limiter, settings });
  const coupons = createCouponsService({ clock });

  const payments = deps.payments ?? { callbackSecret: DEV_PAYMENT_SECRET, sandbox: true };
  const sandbox = payments.sandbox
    ? createSandboxGateway({ db, clock, secret: payments.callbackSecret, log })
    : null;
  const gateways = new Map<ChannelKind, PaymentGateway>();
  if (sandbox) gateways.set(sandbox.kind, sandbox);
  for (const gateway of payments.gateways ?? []) gateways.set(gateway.kind, gateway);
  const recharge = createRechargeService({ db, clock, ledger, settings, events, gateways, log });
  const bankCards = createBankCardsService({
    db,
    clock,
    limiter,
    settings,
    assertPhoneFormat: (phone) => accounts.assertPhoneFormat(phone),
    fundPasswordLock: (memberId) => fundPasswordLock(settings, memberId),
    withdrawalUnderReview: cardHasWithdrawalUnderReview,
    sendNotice,
    secondFactor: (memberId, code) => accounts.twoFactor.requireForAction(memberId, code),
  });
  const withdrawals = createWithdrawalsService({
    db,
    clock,
    ledger,
    settings,
    limiter,
    log,
    secondFactor: (memberId, code) => accounts.twoFactor.requireForAction(memberId, code),
  });

  const checkin = createCheckinService({ db, clock, ledger, settings });
  const exchange = createExchangeService({ db, clock, ledger, settings });
  const lottery = createLotteryService({ db, clock, ledger, settings });
  const redpacks = createRedpacksService({ db, clock, ledger });
  const messages = createMessagesService({ db, clock });
  const investments = createInvestments({ settings, events, clock });
  const mall = createMallService({ db, clock, settings, ledger, coupons, investments });
  const pledge = createPledgeService({ db, clock, settings, ledger, investments });
  const funds = createFundsService({ db, clock, settings, ledger, investments });
  const settlementDeps = { db, clock, settings, log };
  const team = createTeamService({ db, clock, ledger, settings });
  team.subscribe(events);
  const bargain = createBargainService({ db, clock, settings, mall });
  const uploads = createUploadsService({
    db,
    clock,
    settings,
    store: deps.objectStore ?? createMemoryStore(),
  });
  const verification = createVerificationService({ db, clock });
  const support = createSupportService({
    db,
    clock,
    limiter,
    settings,
    proveOwner: (phone, password, from) => accounts.proveOwner(phone, password, from),
  });
  const plainJobs: Job[] = [
    settlementJob(settlementDeps, mall.settlement, () => mall.expire()),
    settlementJob(settlementDeps, pledge.settlement),
    settlementJob(settlementDeps, funds.settlement),
    withdrawals.bannedPrincipalJob(),
    dailyReconcileJob({ db, clock, settings }),
  ];
  if (deps.backups) plainJobs.push(sqliteBackupJob({ ...deps.backups, clock, settings }));
  // Retries of the sandbox's callbacks; the first delivery happens when the tester clicks.
  if (sandbox) {
    plainJobs.push({ name: 'sandbox-callbacks', intervalMs: 15_000, run: () => sandbox.deliverDue() });
  }
  // Every run leaves a record an operator can read (and re-run a day from), platform/jobs.
  const nodeId = deps.nodeId ?? `${hostname()}:${process.pid}`;
  const jobs: RecordedJob[] = plainJobs.map((job) => recordedJob(job, { db, clock, settings, nodeId, log }));
  const maintenance = createMaintenanceGate(settings);
  return {
    db,
    clock,
    sessions,
    audit,
    settings,
    events,
    ledger,
    smsCodes,
    smsNotices,
    sendNotice,
    accounts,
    operators,
    coupons,
    sandbox,
    gateways,
    recharge,
    bankCards,
    withdrawals,
    checkin,
    exchange,
    lottery,
    redpacks,
    messages,
    investments,
    mall,
    pledge,
    funds,
    team,
    bargain,
    uploads,
    verification,
    support,
    jobs,
    maintenance,
  };
}

export type Services = ReturnType<typeof createServices>;
