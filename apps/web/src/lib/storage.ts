import { AUTH_TOKEN_STORAGE_KEY } from '@cloudmine/api';

/** Every localStorage key of the app (SPEC §3), in one place. */
export const STORAGE_KEYS = {
  token: AUTH_TOKEN_STORAGE_KEY,
  user: 'user',
  isOpenFund: 'isOpenFund',
  language: 'language',
  config: 'config',
  platform: 'platform',
  version: 'version',
  deviceId: 'device-id',
  location: 'location',
  trustedDevices: 'trusted-devices',
  /** Whether Home's balance card hides the amounts (tap to hide, remembered). */
  hideAmounts: 'hide-amounts',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage can throw (private mode, quota); the app then runs with in-memory state only. */
export function readText(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeText(key: StorageKey, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Not persisted; the in-memory state still holds it for this visit.
  }
}

export function readJson<T>(key: StorageKey, isValid: (value: unknown) => value is T): T | null {
  const text = readText(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeText(key, value === null || value === undefined ? null : JSON.stringify(value));
}
