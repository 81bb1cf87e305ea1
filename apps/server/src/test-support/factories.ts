import { FUND_RECORD_TYPES, type Language, type OperatorRole } from '@cloudmine/api';
import { memberLeg } from '../ledger/index.js';
import type { Services } from '../app/services.js';
import { businessDate } from '../platform/business-time.js';
import { inTransaction } from '../platform/db/transaction.js';
import { createSession } from '../modules/accounts/index.js';
import { createOperatorSession } from '../modules/admin/index.js';
import { newInvitationCode } from '../modules/accounts/invitation-code.js';
import { insertMember, type MemberRow } from '../modules/accounts/members-repository.js';
import { hashPassword } from '../modules/accounts/passwords.js';

export const FACTORY_PASSWORD = 'secret123';
let passwordHash: Promise<string> | null = null;
let phoneCounter = 0;

/** A unique valid Bangladeshi mobile number per call. */
export function nextPhone(): string {
  phoneCounter += 1;
  const suffix = String((process.pid * 1000 + phoneCounter) % 100_000_000).padStart(8, '0');
  return `017${suffix}`;
}

export interface TestMember {
  id: number;
  phone: string;
  password: string;
  invitationCode: string;
  token: string;
}

export interface MemberOverrides {
  phone?: string;
  inviter?: Pick<MemberRow, 'id' | 'inviter_id' | 'upline2_id'> | null;
  balanceMinor?: number;
  teamBalanceMinor?: number;
  points?: number;
  language?: Language;
}

/**
 * Inserts a member straight into the database (no SMS, one shared password hash) with a live
 * session, and optional starting money posted as an admin top-up so the ledger stays whole.
 */
export async function createMember(services: Services, overrides: MemberOverrides = {}): Promise<TestMember> {
  const { db, clock, ledger, settings } = services;
  passwordHash ??= hashPassword(FACTORY_PASSWORD);
  const phone = overrides.phone ?? nextPhone();
  const now = clock.now();
  const timeZone = await settings.get('business.time_zone');
  const invitationCode = newInvitationCode();
  const id = await inTransaction(db, async (trx) => {
    const memberId = await insertMember(trx, {
      phone,
      passwordHash: await (passwordHash as Promise<string>),
      nickname: `Test ${phone.slice(-4)}`,
      invitationCode,
      inviter: overrides.inviter ?? null,
      language: overrides.language ?? 'en',
      registeredOn: businessDate(now, timeZone),
      createdAt: now.toISOString(),
    });
    await ledger.openWallets(trx, memberId);
    const wallets = [
      ['balance', overrides.balanceMinor],
      ['team_balance', overrides.teamBalanceMinor],
      ['points', overrides.points],
    ] as const;
    for (const [wallet, amount] of wallets) {
      if (amount) {
        await ledger.post(trx, {
          ...memberLeg(memberId, wallet, amount),
          type: FUND_RECORD_TYPES.admin_top_up,
          counterAccount: 'admin_adjustments',
          reference: { kind: 'test_factory', id: memberId },
        });
      }
    }
    return memberId;
  });
  const session = await createSession(db, id, now, 24);
  return { id, phone, password: FACTORY_PASSWORD, invitationCode, token: session.token };
}

/** What the security page sends to change the login or fund password: the new one typed twice. */
export function passwordChange<Kind extends 'password' | 'fundPassword'>(
  kind: Kind,
  oldPassword: string,
  newPassword: string,
) {
  return { kind, oldPassword, newPassword, confirmPassword: newPassword };
}

export async function memberRow(services: Services, id: number): Promise<MemberRow> {
  return services.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The member registered with `phone`, as stored. */
export async function memberByPhone(services: Services, phone: string): Promise<MemberRow> {
  return services.db.selectFrom('members').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
}

export interface TestOperator {
  id: number;
  username: string;
  password: string;
  totpSecret: string;
  token: string;
}

let operatorCounter = 0;

/** An operator of `role` with a live session (TOTP already passed). */
export async function createOperator(
  services: Services,
  role: OperatorRole = 'owner',
): Promise<TestOperator> {
  operatorCounter += 1;
  const username = `op${process.pid}_${operatorCounter}`;
  const created = await services.operators.create(services.db, username, role);
  const session = await createOperatorSession(services.db, created.operator.id, services.clock.now(), 12);
  return {
    id: created.operator.id,
    username,
    password: created.password,
    totpSecret: created.totpSecret,
    token: session.token,
  };
}
