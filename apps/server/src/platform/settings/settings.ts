import type { ErrorKey, SettingModule, SettingUnit, SettingUnitFor } from '@cloudmine/api';
import type { z } from 'zod';
import type { Clock } from '../clock.js';
import type { Executor } from '../db/transaction.js';
import type { SettingsChannel } from './settings-channel.js';
import { storedSettings, storeSetting } from './settings-repository.js';

/** How long a node keeps its copy when no announcement arrives (a lost message, no Redis). */
export const DEFAULT_SETTINGS_CACHE_MS = 1_000;

/**
 * Business values (DESIGN §5): every minimum, maximum, count, window, rate and reward is an operator
 * setting stored in the database with a validated default and the unit its value counts in (the
 * console edits it in that unit). Its title and meaning in each language are in packages/api
 * (`SETTING_TEXTS`), so the console and docs/configuration.md read the same words.
 */
export interface SettingSpec<S extends z.ZodType = z.ZodType> {
  readonly schema: S;
  readonly defaultValue: z.output<S>;
  readonly unit: SettingUnit;
}

/** A setting with the module that declares it (the console groups the list by it). */
export interface SettingDef<S extends z.ZodType = z.ZodType> extends SettingSpec<S> {
  readonly module: SettingModule;
}

/** One setting: the unit must fit the value's type (a number cannot be `text`, a flag only `boolean`). */
export function setting<S extends z.ZodType>(
  schema: S,
  defaultValue: z.output<S>,
  unit: SettingUnitFor<z.output<S>>,
): SettingSpec<S> {
  return { schema, defaultValue, unit };
}

/** A module's settings, each marked with that module. */
export function settingsOf<const T extends Record<string, SettingSpec>>(
  module: SettingModule,
  specs: T,
): { [K in keyof T]: T[K] & { readonly module: SettingModule } } {
  return Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, { ...spec, module }])) as {
    [K in keyof T]: T[K] & { readonly module: SettingModule };
  };
}

export type SettingsCatalogue = Record<string, SettingDef>;

export interface SettingEntry {
  key: string;
  module: SettingModule;
  unit: SettingUnit;
  value: unknown;
  defaultValue: unknown;
}
export type SettingValue<C extends SettingsCatalogue, K extends keyof C> = z.output<C[K]['schema']>;

export interface SettingsReader<C extends SettingsCatalogue> {
  get<K extends keyof C & string>(key: K): Promise<SettingValue<C, K>>;
}

export interface SettingsStore<C extends SettingsCatalogue> extends SettingsReader<C> {
  /** The definitions the store was made with: schema, default, unit and module of every key. */
  readonly catalogue: C;
  /** Every setting with its current value and default, for the operator console. */
  list(): Promise<SettingEntry[]>;
  /**
   * Validates and stores a value; throws SettingValueError when its schema, or the whole set with it
   * (the `validate` option), refuses it. Written outside a transaction it is announced at once;
   * inside one, the caller calls `changed()` after the commit.
   */
  set(executor: Executor, key: keyof C & string, value: unknown): Promise<void>;
  /** Several values checked as one change: the rule sees them together, so no half-way state is refused. */
  setAll(executor: Executor, changes: Partial<Record<keyof C & string, unknown>>): Promise<void>;
  /** A committed change: forgets the cached values here and tells the other nodes to. */
  changed(): void;
  /** Forgets the cached values on this node only (what another node's announcement does). */
  invalidate(): void;
}

export class SettingValueError extends Error {
  override name = 'SettingValueError';
  /** The catalogue key that says why, when the refusal has one (a rule across settings). */
  readonly reason: ErrorKey | null;

  constructor(message: string, reason: ErrorKey | null = null) {
    super(message);
    this.reason = reason;
  }
}

/**
 * A rule across settings: answers the catalogue key of the first problem with the values a change
 * would leave stored (its `executor` sees the uncommitted change's transaction), or null.
 */
export type SettingsRule = (
  values: ReadonlyMap<string, unknown>,
  executor: Executor,
) => Promise<ErrorKey | null>;

/**
 * Reads all settings at once and keeps them for `cacheMs`: a committed change is announced through
 * `channel` (Redis pub/sub on several nodes), so every node forgets its copy at once, and the short
 * cache bounds how stale a node can be if an announcement is lost. A stored value that no longer
 * validates falls back to the default and is reported.
 */
export function createSettingsStore<C extends SettingsCatalogue>(options: {
  db: Executor;
  catalogue: C;
  clock: Clock;
  cacheMs?: number;
  channel?: SettingsChannel;
  rule?: SettingsRule;
  onInvalidValue?: (key: string, problem: string) => void;
}): SettingsStore<C> {
  const { db, catalogue, clock } = options;
  const cacheMs = options.cacheMs ?? DEFAULT_SETTINGS_CACHE_MS;
  let cache: { values: Map<string, unknown>; loadedAt: number } | null = null;
  let loading: Promise<Map<string, unknown>> | null = null;
  // Bumped by every invalidation: a load that began before it must not fill the cache after it,
  // or a read racing an operator's commit would bring the old value back for a whole cache period.
  let generation = 0;

  function parseStored(rows: Array<{ key: string; value_json: string }>): Map<string, unknown> {
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

  async function load(executor: Executor): Promise<Map<string, unknown>> {
    return parseStored(await storedSettings(executor));
  }

  async function values(): Promise<Map<string, unknown>> {
    const at = clock.now().getTime();
    if (cache && at - cache.loadedAt < cacheMs) return cache.values;
    const started = generation;
    loading ??= load(db).finally(() => {
      loading = null;
    });
    const loaded = await loading;
    if (started === generation) cache = { values: loaded, loadedAt: at };
    return loaded;
  }

  function invalidate(): void {
    generation += 1;
    cache = null;
    loading = null;
  }

  options.channel?.subscribe(invalidate);

  const store: SettingsStore<C> = {
    catalogue,
    async get(key) {
      return (await values()).get(key) as never;
    },
    async list() {
      const current = await values();
      return Object.entries(catalogue).map(([key, def]) => ({
        key,
        module: def.module,
        unit: def.unit,
        value: current.get(key),
        defaultValue: def.defaultValue,
      }));
    },
    set(executor, key, value) {
      return store.setAll(executor, { [key]: value } as Partial<Record<keyof C & string, unknown>>);
    },
    async setAll(executor, changes) {
      const rows = [];
      for (const [key, value] of Object.entries(changes)) {
        const def = catalogue[key];
        if (!def) throw new SettingValueError(`unknown setting ${key}`);
        const parsed = def.schema.safeParse(value);
        if (!parsed.success)
          throw new SettingValueError(`${key}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
        rows.push({ key, value: parsed.data });
      }
      if (options.rule) {
        const after = await load(executor);
        for (const row of rows) after.set(row.key, row.value);
        const problem = await options.rule(after, executor);
        if (problem)
          throw new SettingValueError(`${rows.map((row) => row.key).join(', ')}: ${problem}`, problem);
      }
      const updatedAt = clock.now().toISOString();
      for (const row of rows) await storeSetting(executor, row.key, JSON.stringify(row.value), updatedAt);
      if (!executor.isTransaction) store.changed();
    },
    changed() {
      invalidate();
      options.channel?.publish();
    },
    invalidate,
  };
  return store;
}
