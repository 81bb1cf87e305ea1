import type { WithdrawalMethod } from '@cloudmine/api';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { BankCardsTable, PayoutAccountChangeKind } from '../../platform/db/tables/bank-cards.js';
import { hasRow } from '../../platform/db/row-queries.js';
import { forUpdate, type Executor, type Trx } from '../../platform/db/transaction.js';

/** The bank-cards module's tables: `bank_cards`, `banks` and `payout_account_changes`. */

export type BankCardRow = Selectable<BankCardsTable>;

/** Locks the rows for the change inside a transaction; a look before it takes no lock. */
function lockedInTransaction<QB extends { forNoKeyUpdate(): QB }>(executor: Executor, query: QB): QB {
  return executor.isTransaction ? forUpdate(executor, query) : query;
}

// Members' cards

/** The member's card of one method; every read filters by member, so nobody reaches another's card. */
export function findMemberCard(
  db: Executor,
  memberId: number,
  method: WithdrawalMethod,
): Promise<BankCardRow | undefined> {
  return db
    .selectFrom('bank_cards')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('method', '=', method)
    .executeTakeFirst();
}

/** `findMemberCard`, its row locked when `executor` is a transaction (the change decides under it). */
export function findMemberCardForChange(
  executor: Executor,
  memberId: number,
  method: WithdrawalMethod,
): Promise<BankCardRow | undefined> {
  return lockedInTransaction(
    executor,
    executor
      .selectFrom('bank_cards')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('method', '=', method),
  ).executeTakeFirst();
}

/** One of the member's own cards by id, locked when `executor` is a transaction; another's is missing. */
export function findOwnCardForChange(
  executor: Executor,
  memberId: number,
  cardId: number,
): Promise<BankCardRow | undefined> {
  return lockedInTransaction(
    executor,
    executor.selectFrom('bank_cards').selectAll().where('id', '=', cardId).where('member_id', '=', memberId),
  ).executeTakeFirst();
}

/**
 * Locks the member's card of a method (if any) for the rest of `trx`: a withdrawal to it takes this
 * lock first, so an edit or deletion of the card waits for the withdrawal and then sees it.
 */
export async function lockMemberCard(trx: Trx, memberId: number, method: WithdrawalMethod): Promise<void> {
  await forUpdate(
    trx,
    trx.selectFrom('bank_cards').select('id').where('member_id', '=', memberId).where('method', '=', method),
  ).execute();
}

export function listMemberCards(db: Executor, memberId: number): Promise<BankCardRow[]> {
  return db.selectFrom('bank_cards').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}

/** Who holds this account number or address, if anyone: it belongs to one member only. */
export async function accountHolderId(
  db: Executor,
  method: WithdrawalMethod,
  account: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('bank_cards')
    .select('member_id')
    .where('method', '=', method)
    .where('account', '=', account)
    .executeTakeFirst();
  return row?.member_id;
}

export async function insertCard(trx: Trx, values: Insertable<BankCardsTable>): Promise<BankCardRow> {
  return trx.insertInto('bank_cards').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateCard(
  trx: Trx,
  id: number,
  values: Updateable<BankCardsTable>,
): Promise<BankCardRow> {
  return trx
    .updateTable('bank_cards')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteMemberCard(trx: Trx, memberId: number, cardId: number): Promise<void> {
  await trx.deleteFrom('bank_cards').where('id', '=', cardId).where('member_id', '=', memberId).execute();
}

// Payout-account changes

/**
 * Whether the member had an account of this method before (bound, changed or deleted): a new one
 * then is a change of where withdrawals go, held like an edit, not the member's first account.
 */
export async function hadAccountBefore(
  executor: Executor,
  memberId: number,
  method: WithdrawalMethod,
): Promise<boolean> {
  return hasRow(
    executor
      .selectFrom('payout_account_changes')
      .select('id')
      .where('member_id', '=', memberId)
      .where('method', '=', method)
      .limit(1),
  );
}

/** Writes one change to the record, in the change's own transaction. */
export async function recordChange(
  trx: Trx,
  card: BankCardRow,
  kind: PayoutAccountChangeKind,
  at: Date,
): Promise<void> {
  await trx
    .insertInto('payout_account_changes')
    .values({
      member_id: card.member_id,
      card_id: card.id,
      method: card.method,
      kind,
      holder_name: card.holder_name,
      bank_name: card.bank_name,
      account: card.account,
      held_until: kind === 'deleted' ? null : card.held_until,
      created_at: at.toISOString(),
    })
    .execute();
}

// Banks

/** The enabled banks members pick from, in the operator's order. */
export function enabledBanks(db: Executor): Promise<Array<{ id: number; name: string }>> {
  return db
    .selectFrom('banks')
    .select(['id', 'name'])
    .where('enabled', '=', 1)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
}

export function findEnabledBank(db: Executor, id: number): Promise<{ id: number; name: string } | undefined> {
  return db
    .selectFrom('banks')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
}

export function findBankByName(
  db: Executor,
  name: string,
): Promise<{ id: number; name: string } | undefined> {
  return db.selectFrom('banks').select(['id', 'name']).where('name', '=', name).executeTakeFirst();
}

/** Banks for operators, with how many cards name each. */
function adminBanksQuery(db: Executor) {
  return db
    .selectFrom('banks as b')
    .selectAll('b')
    .select(sql<number>`(select count(*) from bank_cards c where c.bank_id = b.id)`.as('cards'));
}

export type AdminBankRow = Awaited<ReturnType<ReturnType<typeof adminBanksQuery>['executeTakeFirstOrThrow']>>;

export function listAdminBanks(db: Executor): Promise<AdminBankRow[]> {
  return adminBanksQuery(db).orderBy('b.sort_order').orderBy('b.name').execute();
}

export function findAdminBank(db: Executor, id: number): Promise<AdminBankRow | undefined> {
  return adminBanksQuery(db).where('b.id', '=', id).executeTakeFirst();
}

/** Whether another bank than `exceptId` has this name. */
export async function bankNameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  return hasRow(
    db
      .selectFrom('banks')
      .select('id')
      .where('name', '=', name)
      .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId ?? 0)),
  );
}

interface BankValues {
  name: string;
  enabled: number;
  sort_order: number;
}

export async function insertBank(db: Executor, values: BankValues & { created_at: string }): Promise<number> {
  const row = await db.insertInto('banks').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBank(trx: Trx, id: number, values: BankValues): Promise<void> {
  await trx.updateTable('banks').set(values).where('id', '=', id).execute();
}
