import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Bumped by every change of a member's or operator's credentials (password change, ban, disable):
  // a login writes its session only while the version it checked the password under is current.
  await db.schema
    .alterTable('members')
    .addColumn('credentials_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('operators')
    .addColumn('credentials_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // Part of an operator's failure-counter keys: `operator:unlock` bumps it, which starts every
  // counter afresh on every node, whether the counters live in Redis or in a server's memory.
  await db.schema
    .alterTable('operators')
    .addColumn('lockout_generation', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
