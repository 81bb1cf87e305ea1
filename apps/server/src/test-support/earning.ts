import {
  adminFundSave,
  adminMallProductSave,
  adminPledgeProductSave,
  mallPurchase,
  mallStart,
  type AdminMiningProduct,
  type CallRequest,
} from '@cloudmine/api';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ServiceDeps, Services } from '../app/services.js';
import type { EngineKind } from '../platform/db/database.js';
import type { Executor } from '../platform/db/transaction.js';
import type { DomainEvents } from '../platform/domain-events.js';
import { createSession } from '../modules/accounts/index.js';
import { createOperator } from './factories.js';
import { newKey } from './refusal.js';
import { createTestApp, type TestApp } from './test-app.js';
import { quietServices } from './quiet-services.js';

export const TEXTS = {
  name: { en: 'Antminer S19', zh: '蚂蚁矿机 S19', bd: 'অ্যান্টমাইনার S19' },
  description: { en: 'A machine', zh: '矿机', bd: 'একটি মেশিন' },
};

/** The test machine as an operator enters it: $100, $2 a day for 30 days, 1000 in stock. */
export const MINING_PRODUCT_INPUT = {
  ...TEXTS,
  imageUrls: ['/images/miner.svg'],
  price: '100',
  dailyIncome: '2',
  termDays: 30,
  stock: 1000,
};

/** A mining product made through the operator API. */
export async function createMiningProduct(
  t: TestApp,
  operatorToken: string,
  overrides: Partial<CallRequest<typeof adminMallProductSave>> = {},
): Promise<AdminMiningProduct> {
  return t.client({ token: operatorToken }).call(adminMallProductSave, {
    ...MINING_PRODUCT_INPUT,
    reason: 'test product',
    ...overrides,
  });
}

/** The test pledge product's terms as an operator enters them: 1% a day for 10 days, $10 to $1000 per member. */
export const PLEDGE_PRODUCT_TERMS = {
  termDays: 10,
  dailyRateBps: 100,
  minAmount: '10',
  maxPerMember: '1000',
};

/** A pledge product made through the operator API, on PLEDGE_PRODUCT_TERMS. */
export function createPledgeProduct(
  t: TestApp,
  operatorToken: string,
  overrides: Partial<CallRequest<typeof adminPledgeProductSave>> = {},
) {
  return t.client({ token: operatorToken }).call(adminPledgeProductSave, {
    name: { en: 'USDT staking', zh: 'USDT 质押', bd: 'USDT স্টেকিং' },
    ...PLEDGE_PRODUCT_TERMS,
    reason: 'test pledge product',
    ...overrides,
  });
}

/** The test fund's terms as an operator enters them: 0.5% a day for 5 days, $10..$500 per member, 3 times, $10k cap. */
export const FUND_TERMS = {
  dailyRateBps: 50,
  termDays: 5,
  minAmount: '10',
  maxAmount: '500',
  totalCap: '10000',
  maxTimes: 3,
};

/** A fund made through the operator API, on FUND_TERMS. */
export function createFund(
  t: TestApp,
  operatorToken: string,
  overrides: Partial<CallRequest<typeof adminFundSave>> = {},
) {
  return t.client({ token: operatorToken }).call(adminFundSave, {
    name: { en: 'Green energy fund', zh: '绿色能源基金', bd: 'সবুজ শক্তি ফান্ড' },
    ...FUND_TERMS,
    reason: 'test fund',
    ...overrides,
  });
}

/**
 * `count` members with $100 each and a started order of one machine of `productId`, its first
 * income due on the business day after the clock's: what a settlement test pays.
 */
export async function startedOrders(
  t: TestApp,
  productId: number,
  count: number,
): Promise<Array<{ memberId: number; orderId: number }>> {
  const orders: Array<{ memberId: number; orderId: number }> = [];
  for (let i = 0; i < count; i += 1) {
    const member = await t.newMember({ balanceMinor: 100_00 });
    const { order } = await member.client.call(mallPurchase, {
      productId,
      quantity: 1,
      idempotencyKey: newKey(),
    });
    await member.client.call(mallStart, { orderId: order.id });
    orders.push({ memberId: member.id, orderId: order.id });
  }
  return orders;
}

/** A member's postings of one fund-record type, oldest first: a query to select what the test checks. */
export function postingsQuery(db: Executor, memberId: number, type: number) {
  return db
    .selectFrom('ledger_entries')
    .where('member_id', '=', memberId)
    .where('type', '=', type)
    .orderBy('id');
}

/** A member's postings of one fund-record type, oldest first: amount and reference kind. */
export function postingsOf(t: TestApp, memberId: number, type: number) {
  return postingsQuery(t.services.db, memberId, type).select(['amount_minor', 'reference_kind']).execute();
}

/** Runs one scheduled job by name, as the scheduler would. */
export async function runJob(services: Services, name: string): Promise<unknown> {
  const job = services.jobs.find((candidate) => candidate.name === name);
  if (!job) throw new Error(`no job ${name}`);
  return job.run();
}

/** A new session for a member, e.g. after the clock moved past the factory session's 24 h. */
export async function freshToken(t: TestApp, memberId: number): Promise<string> {
  return (await createSession(t.services.db, memberId, t.clock.now(), 24)).token;
}

/**
 * The same services on a second connection to the same database: another node running the same
 * jobs at the same time (`extra`: its caches and the channels it listens on).
 */
export function secondNode(
  t: TestApp,
  extra: Partial<ServiceDeps> = {},
): { services: Services; close(): Promise<void> } {
  const db = t.database.reopen();
  const settingsDb = t.database.reopen({ poolMax: 2 });
  const services = quietServices({ db, settingsDb, clock: t.clock, settingsCacheMs: 0, ...extra });
  return {
    services,
    async close() {
      await db.destroy();
      await settingsDb.destroy();
    },
  };
}

/**
 * The world of an earning test (machines, pledges, funds), with its hooks: a test app on `engine`
 * (handed to `opened`, after `setup`), a catalogue operator made fresh before each test (handed to
 * `operator`: operator sessions last 12 hours and some tests move the clock by days), and every
 * `investment.made` event the app emits, answered.
 */
export function earningWorld(
  engine: EngineKind,
  hooks: {
    opened: (t: TestApp) => void;
    operator: (token: string) => void;
    setup?: (t: TestApp) => Promise<void>;
  },
): Array<DomainEvents['investment.made']> {
  const investments: Array<DomainEvents['investment.made']> = [];
  let app: TestApp | undefined;
  beforeAll(async () => {
    const t = await createTestApp(engine);
    app = t;
    await hooks.setup?.(t);
    t.services.events.on('investment.made', (_trx, payload) => {
      investments.push(payload);
      return Promise.resolve();
    });
    hooks.opened(t);
  });
  afterAll(() => app?.close());
  beforeEach(async () => {
    if (app) hooks.operator((await createOperator(app.services, 'content')).token);
  });
  return investments;
}
