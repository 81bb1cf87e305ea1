import { sql, type Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('wallets'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('balance_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('wallets_member_kind', ['member_id', 'kind'])
    // The last line of defence: a wallet can never be negative, whatever the code does.
    .addCheckConstraint('wallets_not_negative', sql`balance_minor >= 0`)
    .execute();

  await t
    .id(db.schema.createTable('ledger_transfers'))
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('reference_kind', 'text', (col) => col.notNull())
    .addColumn('reference_id', 'text', (col) => col.notNull())
    .addColumn('memo', 'text')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();

  await t
    .id(db.schema.createTable('ledger_entries'))
    .addColumn('transfer_id', 'bigint', (col) => col.notNull().references('ledger_transfers.id'))
    .addColumn('wallet_id', 'bigint', (col) => col.references('wallets.id'))
    .addColumn('member_id', 'bigint', (col) => col.references('members.id'))
    .addColumn('wallet_kind', 'text')
    .addColumn('platform_account', 'text')
    .addColumn('unit', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('balance_after_minor', 'bigint')
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('reference_kind', 'text', (col) => col.notNull())
    .addColumn('reference_id', 'text', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_entries_member')
    .on('ledger_entries')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_member_type')
    .on('ledger_entries')
    .columns(['member_id', 'type', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_wallet')
    .on('ledger_entries')
    .columns(['wallet_id', 'id'])
    .execute();
  await db.schema.createIndex('ledger_entries_transfer').on('ledger_entries').column('transfer_id').execute();
  await db.schema
    .createIndex('ledger_entries_reference')
    .on('ledger_entries')
    .columns(['reference_kind', 'reference_id'])
    .execute();
}
