import { randomBytes } from 'node:crypto';
import {
  adminBankSave,
  adminLotteryPrizeSave,
  adminMallProductSave,
  adminPaymentChannelSave,
  adminRedpackCreate,
  bankBind,
} from '@cloudmine/api';
import { createMember, createOperator } from '../test-support/factories.js';
import { FUND_PASSWORD, readyToWithdraw } from '../test-support/wallet-fixtures.js';
import type { Seeder } from './seeder.js';

export { FUND_PASSWORD };

export interface SeededMember {
  id: number;
  phone: string;
  password: string;
  invitationCode: string;
  token: string;
}

/** What the workload needs, made through the server's services and operator API. */
export interface World {
  operatorToken: string;
  channelId: number;
  productId: number;
  redpackCodes: string[];
  /** Members with a session, a starting balance, a fund password, verified identity and a bank card. */
  members: SeededMember[];
}

const REASON = 'reliability workload';
const TEXTS = {
  name: { en: 'Reliability miner', zh: '可靠性矿机', bd: 'রিলায়েবিলিটি মাইনার' },
  description: { en: 'A machine', zh: '矿机', bd: 'একটি মেশিন' },
};

/** A random valid Bangladeshi mobile number: runs must not share Redis counters keyed by phone. */
export function randomPhone(): string {
  return `017${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
}

/**
 * `memberCount` members in a three-level team (member i invited by member ⌊(i−1)/3⌋), so that
 * purchases pay rebates to uplines; business limits widened so the workload is not all refusals.
 */
export async function seedWorld(seeder: Seeder, memberCount: number): Promise<World> {
  const { services } = seeder;
  const settings: Array<[Parameters<typeof services.settings.set>[1], unknown]> = [
    ['register.max_per_ip_per_hour', 1_000],
    ['withdraw.daily_count', 50],
    ['withdraw.min_minor', 1_00],
    ['recharge.max_open_orders', 50],
  ];
  for (const [key, value] of settings) await services.settings.set(seeder.db, key, value);

  const operator = await createOperator(services, 'owner');
  const admin = seeder.client(operator.token);
  const channel = await admin.call(adminPaymentChannelSave, {
    name: 'Sandbox USD',
    kind: 'sandbox',
    currency: 'USD',
    usdPerUnit: '1',
    min: '1',
    max: '10000',
    reason: REASON,
  });
  const product = await admin.call(adminMallProductSave, {
    ...TEXTS,
    imageUrls: ['/images/miner.svg'],
    price: '10',
    dailyIncome: '0.2',
    termDays: 30,
    stock: 1_000_000,
    reason: REASON,
  });
  const prizes = [
    { names: { en: 'Ten points' }, kind: 'points', amount: '10', weight: 50 },
    { names: { en: 'Ten cents' }, kind: 'balance', amount: '0.1', weight: 20 },
    { names: { en: 'Thanks' }, kind: 'nothing', amount: '0', weight: 30 },
  ] as const;
  for (const prize of prizes) await admin.call(adminLotteryPrizeSave, { ...prize, reason: REASON });
  const redpackCodes: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const row = await admin.call(adminRedpackCreate, {
      totalCount: 40,
      perClaimMin: '0.5',
      perClaimMax: '0.5',
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      reason: REASON,
    });
    redpackCodes.push(row.code);
  }
  const bank = await admin.call(adminBankSave, {
    name: `Reliability Bank ${randomBytes(2).toString('hex')}`,
    reason: REASON,
  });

  const members: SeededMember[] = [];
  const rows: Array<{ id: number; inviter_id: number | null; upline2_id: number | null }> = [];
  for (let i = 0; i < memberCount; i += 1) {
    const parent = i === 0 ? null : (rows[Math.floor((i - 1) / 3)] ?? null);
    const member = await createMember(services, {
      phone: randomPhone(),
      inviter: parent,
      balanceMinor: 200_00,
    });
    rows.push({ id: member.id, inviter_id: parent?.id ?? null, upline2_id: parent?.inviter_id ?? null });
    await readyToWithdraw(services, member.id);
    await seeder.client(member.token).call(bankBind, {
      method: 'bank',
      holderName: `Member ${i}`,
      phone: member.phone,
      bankId: bank.id,
      account: `${Date.now()}${String(i).padStart(4, '0')}`.slice(-16),
      fundPassword: FUND_PASSWORD,
    });
    members.push(member);
  }
  return {
    operatorToken: operator.token,
    channelId: channel.id,
    productId: product.id,
    redpackCodes,
    members,
  };
}
