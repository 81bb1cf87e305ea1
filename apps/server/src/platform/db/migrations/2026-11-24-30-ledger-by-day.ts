import type { Kysely } from 'kysely';

/**
 * The charts read postings by business day: the operator's trends by type over the last 30/90 days
 * (deposits, withdrawals, income by product) and every member's postings in a day range (active
 * members). A member's own earnings use `ledger_entries_member_type`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('ledger_entries_type_created')
    .on('ledger_entries')
    .columns(['type', 'created_at'])
    .execute();
  await db.schema.createIndex('ledger_entries_created').on('ledger_entries').column('created_at').execute();
}
