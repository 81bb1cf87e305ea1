import type { z } from 'zod';
import type { Clock } from '../clock.js';
import type { Executor } from '../db/transaction.js';

/**
 * Business values (DESIGN §5): every minimum, maximum, count, window, rate and reward is an operator
 * setting stored in the database with a documented, validated default.
 */
export interface SettingDef<S extends z.ZodType = z.ZodType> {
  readonly schema: S;
  readonly defaultValue: z.output<S>;
  readonly description: string;
}

export function setting<S extends z.ZodType>(
  schema: S,
  defaultValue: z.output<S>,
  description: string,
): SettingDef<S> {
  return { schema, defaultValue, description };
}

export type SettingsCatalogue = Record<string, SettingDef>;
export type SettingValue<C extends SettingsCatalogue, K extends keyof C> = z.output<C[K]['schema']>;

export interface SettingsReader<C extends SettingsCatalogue> {
  get<K extends keyof C & string>(key: K): Promise<SettingValue<C, K>>;
}

export interface SettingsStore<C extends SettingsCatalogue> extends SettingsReader<C> {
  /** Every setting with its current value and default, for the operator console and docs. */
  list(): Promise<Array<{ key: string; value: unknown; defaultValue: unknown; description: string }>>;
  /** Validates and stores a value; throws SettingValueError when the schema refuses it. */
  set(executor: Executor, key: keyof C & string, value: unknown): Promise<void>;
  /** Forgets the cached values, e.g. after a write in a test. */
  invalidate(): void;
}

export class SettingValueError extends Error {
  override name = 'SettingValueError';
}

/**
 * Reads all settings at once and keeps them for `cacheMs` (several nodes see a change within that
 * time). A stored value that no longer validates falls back to the default and is reported.
 */
export function createSettingsStore<C extends SettingsCatalogue>(options: {
  db: Executor;
  catalogue: C;
  clock: Clock;
  cacheMs?: number;
  onInvalidValue?: (key: string, problem: string) => void;
}): SettingsStore<C> {
  const { db, catalogue, clock } = options;
  const cacheMs = options.cacheMs ?? 5_000;
  let cache: { values: Map<string, unknown>; loadedAt: number } | null = null;
  let loading: Promise<Map<string, unknown>> | null = null;

  async function load(): Promise<Map<string, unknown>> {
    const rows = await db.selectFrom('settings').select(['key', 'value_json']).execute();
    const stored = new Map(rows.map((row) => [row.key, row.value_json]));
    const values = new Map<string, unknown>();
    for (const [key, def] of Object.entries(catalogue)) {
      const raw = stored.get(key);
      if (raw === undefined) {
        values.set(key, def.defaultValue);
        continue;
      }
      const parsed = def.schema.safeParse(JSON.parse(raw));
      if (parsed.success) {
        values.set(key, parsed.data);
      } else {
        options.onInvalidValue?.(key, parsed.error.message);
        values.set(key, def.defaultValue);
      }
    }
    return values;
  }

  async function values(): Promise<Map<string, unknown>> {
    const at = clock.now().getTime();
    if (cache && at - cache.loadedAt < cacheMs) return cache.values;
    loading ??= load().finally(() => {
      loading = null;
    });
    const loaded = await loading;
    cache = { values: loaded, loadedAt: at };
    return loaded;
  }

  return {
    async get(key) {
      return (await values()).get(key) as never;
    },
    async list() {
      const current = await values();
      return Object.entries(catalogue).map(([key, def]) => ({
        key,
        value: current.get(key),
        defaultValue: def.defaultValue,
        description: def.description,
      }));
    },
    async set(executor, key, value) {
      const def = catalogue[key];
      if (!def) throw new SettingValueError(`unknown setting ${key}`);
      const parsed = def.schema.safeParse(value);
      if (!parsed.success)
        throw new SettingValueError(`${key}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      const row = { key, value_json: JSON.stringify(parsed.data), updated_at: clock.now().toISOString() };
      await executor
        .insertInto('settings')
        .values(row)
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ value_json: row.value_json, updated_at: row.updated_at }),
        )
        .execute();
      cache = null;
    },
    invalidate() {
      cache = null;
    },
  };
}
