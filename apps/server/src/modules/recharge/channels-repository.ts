import { formatRate, type ChannelKind, type PaymentChannel } from '@cloudmine/api';
import type { Insertable, Selectable } from 'kysely';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import type { PaymentChannelsTable } from '../../platform/db/tables/recharge.js';

export type ChannelRow = Selectable<PaymentChannelsTable>;

export function toChannel(row: ChannelRow): PaymentChannel {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    currency: row.currency,
    rate: row.rate,
    minMinor: row.min_minor,
    maxMinor: row.max_minor,
    payee: row.kind === 'sandbox' ? null : row.payee,
    collectionProhibited: row.collection_prohibited === 1,
  };
}

export function toAdminChannel(row: ChannelRow) {
  return {
    ...toChannel(row),
    payee: row.payee,
    enabled: row.enabled === 1,
    sortOrder: row.sort_order,
    usdPerUnit: formatRate(row.rate),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function findChannel(db: Executor, id: number): Promise<ChannelRow | undefined> {
  return db.selectFrom('payment_channels').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Channels in display order; `openOnly` keeps the enabled ones of the given kinds. */
export function listChannels(
  db: Executor,
  filter: { openOnly: boolean; kinds?: readonly [ChannelKind, ...ChannelKind[]] },
): Promise<ChannelRow[]> {
  return db
    .selectFrom('payment_channels')
    .selectAll()
    .$if(filter.openOnly, (qb) => qb.where('enabled', '=', 1))
    .$if(filter.kinds !== undefined, (qb) => qb.where('kind', 'in', filter.kinds ?? []))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

type ChannelValues = Omit<Insertable<PaymentChannelsTable>, 'id' | 'created_at'>;

export async function insertChannel(
  db: Executor,
  values: ChannelValues & { created_at: string },
): Promise<number> {
  const row = await db
    .insertInto('payment_channels')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateChannel(trx: Trx, id: number, values: ChannelValues): Promise<void> {
  await trx.updateTable('payment_channels').set(values).where('id', '=', id).execute();
}
