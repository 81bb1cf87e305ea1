import { APP_VERSION, LANGUAGES, type Language, type UserInfo } from '@cloudmine/api';
import { useSyncExternalStore } from 'react';
import { readJson, readText, STORAGE_KEYS, writeJson, writeText } from './storage';

/** A place the member picked on the location pages. */
export interface SavedLocation {
  latitude: number;
  longitude: number;
  accuracyM: number;
}

/** The client state of SPEC §3, persisted in localStorage. */
export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  isOpenFund: boolean;
  language: Language | null;
  /** The register config last read from the server (phone pattern, resend seconds). */
  config: Record<string, unknown> | null;
  platform: 'h5';
  version: string;
  deviceId: string;
  location: SavedLocation | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isUser = (value: unknown): value is UserInfo =>
  isObject(value) && typeof value.id === 'number' && typeof value.phone === 'string';
const isLocation = (value: unknown): value is SavedLocation =>
  isObject(value) && typeof value.latitude === 'number' && typeof value.longitude === 'number';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function newDeviceId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function load(): SessionState {
  let deviceId = readText(STORAGE_KEYS.deviceId);
  if (!deviceId) {
    deviceId = newDeviceId();
    writeText(STORAGE_KEYS.deviceId, deviceId);
  }
  writeText(STORAGE_KEYS.platform, 'h5');
  writeText(STORAGE_KEYS.version, APP_VERSION);
  const language = readText(STORAGE_KEYS.language);
  return {
    token: readText(STORAGE_KEYS.token) || null,
    user: readJson(STORAGE_KEYS.user, isUser),
    isOpenFund: readText(STORAGE_KEYS.isOpenFund) === 'true',
    language: isLanguage(language) ? language : null,
    config: readJson(STORAGE_KEYS.config, isObject),
    platform: 'h5',
    version: APP_VERSION,
    deviceId,
    location: readJson(STORAGE_KEYS.location, isLocation),
  };
}

let state: SessionState | null = null;
const listeners = new Set<() => void>();

function current(): SessionState {
  state ??= load();
  return state;
}

function update(patch: Partial<SessionState>): void {
  state = { ...current(), ...patch };
  for (const listener of listeners) listener();
}

/** The session store: read anywhere, changed only through these actions. */
export const session = {
  get: current,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(token: string, user: UserInfo): void {
    writeText(STORAGE_KEYS.token, token);
    writeJson(STORAGE_KEYS.user, user);
    update({ token, user });
  },
  /** Clears token and user (logout, 403, password change). */
  signOut(): void {
    writeText(STORAGE_KEYS.token, null);
    writeJson(STORAGE_KEYS.user, null);
    update({ token: null, user: null });
  },
  setUser(user: UserInfo): void {
    writeJson(STORAGE_KEYS.user, user);
    update({ user });
  },
  setOpenFund(isOpenFund: boolean): void {
    writeText(STORAGE_KEYS.isOpenFund, String(isOpenFund));
    update({ isOpenFund });
  },
  setLanguage(language: Language): void {
    writeText(STORAGE_KEYS.language, language);
    update({ language });
  },
  setConfig(config: Record<string, unknown>): void {
    writeJson(STORAGE_KEYS.config, config);
    update({ config });
  },
  setLocation(location: SavedLocation): void {
    writeJson(STORAGE_KEYS.location, location);
    update({ location });
  },
  /** Tests only: forget the in-memory copy so the next read comes from storage. */
  reset(): void {
    state = null;
  },
};

export function useSession<T>(select: (state: SessionState) => T): T {
  return useSyncExternalStore(session.subscribe, () => select(current()));
}
