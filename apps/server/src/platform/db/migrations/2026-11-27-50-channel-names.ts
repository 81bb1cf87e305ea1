import type { Kysely } from 'kysely';

/**
 * A recharge channel's name per language (`{"zh":…,"en":…,"bd":…}`), so members read it in theirs
 * (issue 18); null keeps `name` for every language, as every existing channel does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_channels').addColumn('names_json', 'text').execute();
}
