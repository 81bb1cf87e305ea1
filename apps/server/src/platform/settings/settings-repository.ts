import type { Executor } from '../db/transaction.js';

/** Stored operator settings (`settings`): one JSON value per catalogue key; a missing key is its default. */

export function storedSettings(db: Executor): Promise<Array<{ key: string; value_json: string }>> {
  return db.selectFrom('settings').select(['key', 'value_json']).execute();
}

export async function storeSetting(
  db: Executor,
  key: string,
  valueJson: string,
  updatedAt: string,
): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value_json: valueJson, updated_at: updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value_json: valueJson, updated_at: updatedAt }))
    .execute();
}
