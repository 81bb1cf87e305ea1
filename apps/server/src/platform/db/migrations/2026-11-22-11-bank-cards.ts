import { type Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('banks'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', t.flag)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();

  await t
    .id(db.schema.createTable('bank_cards'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('bank_id', 'bigint', (col) => col.references('banks.id'))
    .addColumn('bank_name', 'text')
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  // One bank card and one USDT address per member; one account number or address per member.
  await db.schema
    .createIndex('bank_cards_member_method')
    .unique()
    .on('bank_cards')
    .columns(['member_id', 'method'])
    .execute();
  await db.schema
    .createIndex('bank_cards_account')
    .unique()
    .on('bank_cards')
    .columns(['method', 'account'])
    .execute();
  await db.schema.createIndex('bank_cards_bank').on('bank_cards').column('bank_id').execute();
}
