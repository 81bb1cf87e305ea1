import { FUND_RECORD_TYPES, toMinor, ZERO } from '@cloudmine/api';
import type { Services } from '../app/services.js';
import type { Leg } from '../ledger/index.js';
import { businessDate } from '../platform/business-time.js';
import { inTransaction } from '../platform/db/transaction.js';

const CHUNK = 500;
let generated = 0;

export interface GeneratedMember {
  id: number;
  level: 1 | 2 | 3;
  inviterId: number;
  upline2Id: number | null;
  upline3Id: number | null;
}

/**
 * A three-level team under `root`, inserted in bulk (no argon2, no API): `shape[0]` members invite
 * by the root, each of them invites `shape[1]`, each of those `shape[2]`. Answers every member made,
 * level by level, in id order.
 */
export async function generateTeam(
  services: Services,
  root: { id: number; inviter_id: number | null; upline2_id: number | null },
  shape: [number, number, number],
): Promise<GeneratedMember[]> {
  const { db, clock, settings } = services;
  const now = clock.now();
  const registeredOn = businessDate(now, await settings.get('business.time_zone'));
  const all: GeneratedMember[] = [];
  let parents = [{ id: root.id, inviterId: root.inviter_id, upline2Id: root.upline2_id }];
  for (const [index, perParent] of shape.entries()) {
    const level = (index + 1) as 1 | 2 | 3;
    const rows = parents.flatMap((parent) =>
      Array.from({ length: perParent }, () => {
        generated += 1;
        const serial = `${process.pid % 10_000}`.padStart(4, '0') + `${generated}`.padStart(6, '0');
        return {
          parent,
          values: {
            phone: `02${serial}`,
            password_hash: 'generated',
            fund_password_hash: null,
            nickname: `Gen ${serial.slice(-4)}`,
            invitation_code: `G${serial}`,
            inviter_id: parent.id,
            upline2_id: parent.inviterId,
            upline3_id: parent.upline2Id,
            language: 'en' as const,
            ban_reason: null,
            banned_at: null,
            registered_on: registeredOn,
            created_at: now.toISOString(),
            last_login_at: null,
          },
        };
      }),
    );
    const made: GeneratedMember[] = [];
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      // RETURNING promises no order: match the rows back by their unique invitation code.
      const inserted = await db
        .insertInto('members')
        .values(chunk.map((row) => row.values))
        .returning(['id', 'invitation_code'])
        .execute();
      const idOf = new Map(inserted.map((r) => [r.invitation_code, r.id]));
      chunk.forEach((row) => {
        const id = idOf.get(row.values.invitation_code);
        if (id === undefined) throw new Error('a generated member was not inserted');
        made.push({
          id,
          level,
          inviterId: row.values.inviter_id,
          upline2Id: row.values.upline2_id,
          upline3Id: row.values.upline3_id,
        });
      });
    }
    made.sort((a, b) => a.id - b.id);
    all.push(...made);
    parents = made.map((m) => ({ id: m.id, inviterId: m.inviterId, upline2Id: m.upline2Id }));
  }
  return all;
}

/** Opens balance wallets and credits one recharge posting (type 1) to each member, in bulk transfers. */
export async function rechargeInBulk(
  services: Services,
  memberIds: number[],
  amountMinor = 10_00,
): Promise<void> {
  const { db, ledger } = services;
  for (let start = 0; start < memberIds.length; start += CHUNK) {
    const chunk = memberIds.slice(start, start + CHUNK);
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto('wallets')
        .values(chunk.map((member_id) => ({ member_id, kind: 'balance' as const, balance_minor: ZERO })))
        .onConflict((oc) => oc.columns(['member_id', 'kind']).doNothing())
        .execute();
      const legs: Leg[] = chunk.map((memberId) => ({
        memberId,
        wallet: 'balance',
        amount: toMinor(amountMinor),
      }));
      legs.push({ platform: 'recharge_clearing', unit: 'usd', amount: toMinor(-amountMinor * chunk.length) });
      await ledger.transfer(trx, {
        type: FUND_RECORD_TYPES.recharge,
        reference: { kind: 'test_bulk_recharge', id: start },
        legs,
      });
    });
  }
}

/** Marks members activated as the `investment.made` handler would, in bulk. */
export async function activateInBulk(services: Services, memberIds: number[]): Promise<void> {
  const at = services.clock.now().toISOString();
  for (let start = 0; start < memberIds.length; start += CHUNK) {
    await services.db
      .insertInto('member_activations')
      .values(
        memberIds.slice(start, start + CHUNK).map((member_id) => ({
          member_id,
          kind: 'mining' as const,
          reference_id: member_id,
          amount_minor: toMinor(100_00),
          activated_at: at,
        })),
      )
      .execute();
  }
}
