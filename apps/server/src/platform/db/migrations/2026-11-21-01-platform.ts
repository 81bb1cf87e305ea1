import type { Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value_json', 'text', (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();

  await t
    .id(db.schema.createTable('idempotency_keys'))
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('response_json', 'text')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addUniqueConstraint('idempotency_keys_owner_key', ['owner', 'key'])
    .execute();

  await t
    .id(db.schema.createTable('reconcile_runs'))
    .addColumn('started_at', t.timestamp, (col) => col.notNull())
    .addColumn('finished_at', t.timestamp, (col) => col.notNull())
    .addColumn('ok', 'integer', (col) => col.notNull())
    .addColumn('report_json', 'text', (col) => col.notNull())
    .execute();
}
