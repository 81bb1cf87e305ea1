import { toMinor, type WithdrawalRecord } from '@cloudmine/api';
import type { Services } from '../app/services.js';
import {
  findBankByName,
  insertBank,
  insertCard,
  recordChange,
  trc20AddressOf,
} from '../modules/bank-cards/index.js';
import { findMemberByPhone, setFundPasswordHash } from '../modules/accounts/members-repository.js';
import { hashPassword } from '../modules/accounts/passwords.js';
import { channelNamesJson, findRecharge, insertChannel } from '../modules/recharge/index.js';
import { clearDailyCounts } from '../modules/withdrawals/index.js';
import { inTransaction } from '../platform/db/transaction.js';
import { invariant } from '../platform/errors.js';
import { DEMO_PASSWORD, DEMO_PHONE } from './seed-accounts.js';

const BANKS = [
  'Sonali Bank',
  'Janata Bank',
  'Dutch-Bangla Bank',
  'BRAC Bank',
  'Islami Bank Bangladesh',
  'bKash',
  'Nagad',
  'Rocket',
];

/** The platform's demo USDT deposit address (a valid TRC20 address of a made-up account). */
const PLATFORM_USDT_ADDRESS = trc20AddressOf(Uint8Array.from({ length: 20 }, (_, i) => i * 11 + 7));

const CHANNELS = [
  {
    name: 'Sandbox gateway (USD)',
    names: { zh: '测试网关（USD）', en: 'Sandbox gateway (USD)', bd: 'স্যান্ডবক্স গেটওয়ে (USD)' },
    kind: 'sandbox',
    currency: 'USD',
    rate: 100_000_000,
    min: 10_00,
    max: 10_000_00,
    payee: null,
    prohibited: false,
  },
  {
    name: 'Sandbox gateway (BDT)',
    names: { zh: '测试网关（BDT）', en: 'Sandbox gateway (BDT)', bd: 'স্যান্ডবক্স গেটওয়ে (টাকা)' },
    kind: 'sandbox',
    currency: 'BDT',
    rate: 833_333,
    min: 500_00,
    max: 500_000_00,
    payee: null,
    prohibited: false,
  },
  {
    name: 'Bank transfer (BDT)',
    names: { zh: '银行转账（BDT）', en: 'Bank transfer (BDT)', bd: 'ব্যাংক ট্রান্সফার (টাকা)' },
    kind: 'bank_transfer',
    currency: 'BDT',
    rate: 833_333,
    min: 1_000_00,
    max: 1_000_000_00,
    payee: 'Cloudmine Ltd · Dutch-Bangla Bank · A/C 1011100012345 · Gulshan branch',
    prohibited: false,
  },
  {
    name: 'USDT (TRC20)',
    names: { zh: 'USDT（TRC20）', en: 'USDT (TRC20)', bd: 'USDT (TRC20)' },
    kind: 'usdt_trc20',
    currency: 'USDT',
    rate: 100_000_000,
    min: 10_00,
    max: 50_000_00,
    payee: PLATFORM_USDT_ADDRESS,
    prohibited: false,
  },
  {
    name: 'Rocket transfer (paused)',
    names: { zh: 'Rocket 转账（暂停）', en: 'Rocket transfer (paused)', bd: 'Rocket ট্রান্সফার (বন্ধ)' },
    kind: 'bank_transfer',
    currency: 'BDT',
    rate: 833_333,
    min: 500_00,
    max: 100_000_00,
    payee: 'Cloudmine Ltd · Rocket merchant 017000000001',
    prohibited: true,
  },
] as const;

/**
 * Recharge channels of each kind, the bank list, a bound card and a fund password (the login
 * password) for the demo member, and a few recharges and withdrawals in every state, made through
 * the real services so the ledger holds them.
 */
export async function seedWallet(services: Services): Promise<void> {
  const { db, clock, recharge, withdrawals } = services;
  const now = clock.now().toISOString();
  const demo = await findMemberByPhone(db, DEMO_PHONE);
  invariant(demo, 'the demo member was seeded');

  for (const [index, name] of BANKS.entries()) {
    await insertBank(db, { name, enabled: 1, sort_order: index, created_at: now });
  }
  const channelIds = new Map<string, number>();
  for (const [index, channel] of CHANNELS.entries()) {
    const id = await insertChannel(db, {
      name: channel.name,
      names_json: channelNamesJson(channel.names),
      kind: channel.kind,
      currency: channel.currency,
      rate: channel.rate,
      min_minor: channel.min,
      max_minor: channel.max,
      payee: channel.payee,
      enabled: 1,
      collection_prohibited: channel.prohibited ? 1 : 0,
      sort_order: index,
      created_at: now,
      updated_at: now,
    });
    channelIds.set(channel.name, id);
  }

  const bank = await findBankByName(db, 'Dutch-Bangla Bank');
  invariant(bank, 'the demo bank was seeded');
  // The demo card is the member's first account: not held, so the demo can withdraw at once.
  await inTransaction(db, async (trx) => {
    const card = await insertCard(trx, {
      member_id: demo.id,
      method: 'bank',
      holder_name: 'Demo Miner',
      phone: DEMO_PHONE,
      bank_id: bank.id,
      bank_name: bank.name,
      account: '2011234567890',
      created_at: now,
      updated_at: now,
      held_until: null,
    });
    await recordChange(trx, card, 'bound', new Date(now));
  });
  await setFundPasswordHash(db, demo.id, await hashPassword(DEMO_PASSWORD));

  // Recharges: two credited (the first earns the first-recharge bonus), one failed, two under review.
  const recharges: Array<{
    channel: string;
    amountMinor: number;
    outcome: 'credit' | 'fail' | null;
    reference?: string;
  }> = [
    { channel: 'Sandbox gateway (USD)', amountMinor: 100_00, outcome: 'credit' },
    { channel: 'Bank transfer (BDT)', amountMinor: 5_000_00, outcome: 'credit', reference: 'DBBL-778812' },
    { channel: 'Sandbox gateway (USD)', amountMinor: 20_00, outcome: 'fail' },
    { channel: 'Bank transfer (BDT)', amountMinor: 2_000_00, outcome: null, reference: 'DBBL-779034' },
    { channel: 'USDT (TRC20)', amountMinor: 50_00, outcome: null },
  ];
  for (const item of recharges) {
    await inTransaction(db, async (trx) => {
      const opened = await recharge.open(trx, demo.id, {
        channelId: channelIds.get(item.channel) ?? 0,
        amountMinor: item.amountMinor,
        payerReference: item.reference,
      });
      if (!item.outcome) return;
      const row = await findRecharge(trx, opened.id);
      invariant(row, 'the demo recharge was opened');
      const resolution = { by: 'system:demo-seed', reason: 'demo data' };
      if (item.outcome === 'credit') await recharge.credit(trx, row, resolution);
      else await recharge.fail(trx, row, resolution);
    });
  }

  // Withdrawals: one paid, one rejected (refunded), one under review.
  const applied: WithdrawalRecord[] = [];
  for (const [index, amountMinor] of [40_00, 25_00, 30_00].entries()) {
    applied.push(
      await withdrawals.apply(demo.id, {
        method: 'bank',
        amountMinor: toMinor(amountMinor),
        fundPassword: DEMO_PASSWORD,
        idempotencyKey: `demo-seed-withdrawal-${index}`,
      }),
    );
  }
  await inTransaction(db, async (trx) => {
    await withdrawals.approve(trx, applied[0]?.id ?? 0, 'system:demo-seed', 'demo data');
    await withdrawals.reject(
      trx,
      applied[1]?.id ?? 0,
      'system:demo-seed',
      'Account name does not match the card',
    );
  });
  // The seeded applications do not use up the demo member's withdrawals for today.
  await clearDailyCounts(db, demo.id);
}
