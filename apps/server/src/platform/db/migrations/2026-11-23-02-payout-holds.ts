import { sql, type Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  // A changed withdrawal account is held: withdrawals to it are refused until then (null: not held).
  await db.schema.alterTable('bank_cards').addColumn('held_until', t.timestamp).execute();

  await t
    .id(db.schema.createTable('payout_account_changes'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('card_id', 'bigint', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('bank_name', 'text')
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('held_until', t.timestamp)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  // "Had one of this method before" and a member's history, newest first.
  await db.schema
    .createIndex('payout_account_changes_member')
    .on('payout_account_changes')
    .columns(['member_id', 'method', 'id'])
    .execute();

  // Accounts bound before this migration start the record with their binding, so deleting and
  // binding one again is held like any other change.
  await sql`insert into payout_account_changes
      (member_id, card_id, method, kind, holder_name, bank_name, account, held_until, created_at)
    select member_id, id, method, 'bound', holder_name, bank_name, account, null, created_at
    from bank_cards`.execute(db);
}
