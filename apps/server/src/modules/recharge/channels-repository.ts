import {
  FALLBACK_LANGUAGE,
  formatRate,
  LANGUAGES,
  type ChannelKind,
  type Language,
  type PaymentChannel,
} from '@cloudmine/api';
import type { Insertable, Selectable } from 'kysely';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import type { PaymentChannelsTable } from '../../platform/db/tables/recharge.js';

export type ChannelRow = Selectable<PaymentChannelsTable>;

type ChannelNames = Record<Language, string>;

/** The operator's name per language; a language without one reads the channel's `name`. */
export function channelNames(row: Pick<ChannelRow, 'name' | 'names_json'>): ChannelNames {
  let stored: unknown = {};
  try {
    stored = row.names_json ? JSON.parse(row.names_json) : {};
  } catch {
    stored = {};
  }
  const nameOf = (language: Language): string => {
    if (typeof stored !== 'object' || stored === null || !(language in stored)) return '';
    const name: unknown = (stored as Record<string, unknown>)[language];
    return typeof name === 'string' ? name : '';
  };
  return { zh: nameOf('zh'), en: nameOf('en'), bd: nameOf('bd') };
}

/** The channel's name in `language`. */
export function channelNameIn(row: Pick<ChannelRow, 'name' | 'names_json'>, language: Language): string {
  return channelNames(row)[language] || row.name;
}

/** The stored form of the per-language names: null when none is given. */
export function channelNamesJson(names: Partial<ChannelNames> | undefined): string | null {
  const given = LANGUAGES.filter((language) => names?.[language]);
  return given.length === 0 ? null : JSON.stringify(Object.fromEntries(given.map((l) => [l, names?.[l]])));
}

export function toChannel(row: ChannelRow, language: Language = FALLBACK_LANGUAGE): PaymentChannel {
  return {
    id: row.id,
    name: channelNameIn(row, language),
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
    name: row.name,
    names: channelNames(row),
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
