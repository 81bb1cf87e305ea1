import type { Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('job_runs'))
    .addColumn('job', 'text', (col) => col.notNull())
    .addColumn('business_day', 'text', (col) => col.notNull())
    .addColumn('started_at', t.timestamp, (col) => col.notNull())
    .addColumn('finished_at', t.timestamp)
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('items_paid', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failure_reasons_json', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('node_id', 'text', (col) => col.notNull())
    .addColumn('trigger', 'text', (col) => col.notNull())
    .addColumn('runs', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  // A job's runs of one day (folding, "completed today?", the member's income days) and the list.
  await db.schema
    .createIndex('job_runs_job_day')
    .on('job_runs')
    .columns(['job', 'business_day', 'id'])
    .execute();
  await db.schema.createIndex('job_runs_day').on('job_runs').columns(['business_day', 'id']).execute();
}
