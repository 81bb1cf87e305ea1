import { randomBytes } from 'node:crypto';
import { bankBind, withdrawApply, type ApiClient, type ChannelKind } from '@cloudmine/api';
import type { Services } from '../app/services.js';
import { trc20AddressOf } from '../modules/bank-cards/trc20-address.js';
import { hashPassword } from '../modules/accounts/passwords.js';
import type { CallbackTransport } from '../modules/recharge/sandbox-gateway.js';
import type { MemberOverrides } from './factories.js';
import { newKey } from './refusal.js';
import type { TestApp } from './test-app.js';

export const FUND_PASSWORD = 'fund123456';
let fundHash: Promise<string> | null = null;

/** Sets the member's fund password to FUND_PASSWORD (one shared hash) and, by default, identity verified. */
export async function readyToWithdraw(
  services: Services,
  memberId: number,
  options: { identityVerified?: boolean } = {},
): Promise<void> {
  fundHash ??= hashPassword(FUND_PASSWORD);
  await services.db
    .updateTable('members')
    .set({
      fund_password_hash: await fundHash,
      identity_verified: options.identityVerified === false ? 0 : 1,
    })
    .where('id', '=', memberId)
    .execute();
}

export async function createBank(services: Services, name = `Bank ${randomBytes(3).toString('hex')}`) {
  const row = await services.db
    .insertInto('banks')
    .values({ name, enabled: 1, sort_order: 0, created_at: services.clock.now().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createChannel(
  services: Services,
  overrides: Partial<{
    name: string;
    kind: ChannelKind;
    currency: string;
    rate: number;
    minMinor: number;
    maxMinor: number;
    payee: string | null;
    enabled: boolean;
    collectionProhibited: boolean;
  }> = {},
): Promise<number> {
  const now = services.clock.now().toISOString();
  const kind = overrides.kind ?? 'sandbox';
  const row = await services.db
    .insertInto('payment_channels')
    .values({
      name: overrides.name ?? `Channel ${kind}`,
      kind,
      currency: overrides.currency ?? 'USD',
      rate: overrides.rate ?? 100_000_000,
      min_minor: overrides.minMinor ?? 10_00,
      max_minor: overrides.maxMinor ?? 10_000_00,
      payee: overrides.payee ?? (kind === 'sandbox' ? null : 'Cloudmine Ltd, account 0001'),
      enabled: overrides.enabled === false ? 0 : 1,
      collection_prohibited: overrides.collectionProhibited ? 1 : 0,
      sort_order: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What an operator sends to open a Nagad channel (BDT by bank transfer) named `name`. */
export function nagadChannelInput(name: string) {
  return {
    name,
    kind: 'bank_transfer' as const,
    currency: 'BDT',
    usdPerUnit: '0.0082',
    min: '200',
    max: '50000',
    payee: 'Nagad merchant 01700000000',
    reason: 'new channel',
  };
}

/** Delivers the sandbox gateway's callbacks into the test app, as the gateway's HTTP post would. */
export function loopbackTransport(t: Pick<TestApp, 'app'>): CallbackTransport {
  return async (request) => ({
    status: (
      await t.app.inject({
        method: 'POST',
        url: request.url,
        headers: request.headers,
        payload: request.body,
      })
    ).statusCode,
  });
}

/** A valid, unique TRC20 address. */
export function newTrc20Address(): string {
  return trc20AddressOf(randomBytes(20));
}

let accountCounter = 0;
/** A unique bank account number. */
export function newAccountNumber(): string {
  accountCounter += 1;
  return `${process.pid}${String(accountCounter).padStart(6, '0')}${randomBytes(2).readUInt16BE()}`.slice(
    0,
    20,
  );
}

/** What the add-card page sends to bind a new bank card at `bankId`, with FUND_PASSWORD unless told. */
export function bankCardInput(
  bankId: number,
  overrides: { account?: string; holderName?: string; fundPassword?: string } = {},
) {
  return {
    method: 'bank' as const,
    holderName: 'Rahim Uddin',
    phone: '01712340000',
    bankId,
    account: newAccountNumber(),
    fundPassword: FUND_PASSWORD,
    ...overrides,
  };
}

/** Binds a bank card as a member does, with FUND_PASSWORD; at a new bank unless `card.bankId`. */
export async function bindBankCard(
  t: TestApp,
  client: ApiClient,
  card: { bankId?: number; holderName?: string } = {},
) {
  const { bankId = await createBank(t.services), holderName } = card;
  return client.call(bankBind, bankCardInput(bankId, holderName === undefined ? {} : { holderName }));
}

/** A new member ready to withdraw (see `readyToWithdraw`) to a bank card bound with `card`. */
export async function withdrawingMember(
  t: TestApp,
  member: MemberOverrides = {},
  card: { bankId?: number; holderName?: string } = {},
) {
  const created = await t.newMember(member);
  await readyToWithdraw(t.services, created.id);
  await bindBankCard(t, created.client, card);
  return created;
}

/** A withdrawal of `amount` dollars to the member's bank card, under a new idempotency key. */
export function applyWithdrawal(client: ApiClient, amount: string, fundPassword = FUND_PASSWORD) {
  return client.call(withdrawApply, { method: 'bank', amount, fundPassword, idempotencyKey: newKey() });
}
