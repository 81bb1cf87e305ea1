import type { Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { claimLoginRow, memberStatus, type MemberRow } from './members-repository.js';

/** The refusal a banned member gets at login, or null for an active member. */
export function banRefusal(
  status: MemberRow['status'],
): 'account_banned_fraud' | 'account_banned_bank' | null {
  if (status === 'banned_fraud') return 'account_banned_fraud';
  if (status === 'banned_bank') return 'account_banned_bank';
  return null;
}

/**
 * Claims a login inside the transaction that writes its session: one conditional write that only
 * passes while the member is active and the credentials version is the one read with the password
 * hash before the (slow) check. A password change or ban committed meanwhile has bumped it, so the
 * login is refused rather than handed a session the change already revoked. On PostgreSQL (READ
 * COMMITTED) the WHERE is evaluated again after a concurrent change commits; SQLite runs one writer
 * at a time, so the change is either wholly before this write or wholly after the session exists
 * (and then revokes it).
 */
export async function claimLogin(
  trx: Trx,
  member: Pick<MemberRow, 'id' | 'credentials_version'>,
  now: Date,
): Promise<void> {
  if (await claimLoginRow(trx, member, now)) return;
  const status = await memberStatus(trx, member.id);
  throw new AppError((status && banRefusal(status)) ?? 'credentials_changed');
}
