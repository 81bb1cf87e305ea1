import { readJson, STORAGE_KEYS, writeJson } from './storage';

/**
 * Device tokens the server answered after a login that passed the authenticator, per phone: sent
 * with the next login of that phone, they spare this browser the code (docs/security.md).
 */
type TrustedDevices = Record<string, string>;

const isTrustedDevices = (value: unknown): value is TrustedDevices =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((token) => typeof token === 'string');

export function deviceTokenFor(phone: string): string | undefined {
  return readJson(STORAGE_KEYS.trustedDevices, isTrustedDevices)?.[phone];
}

export function rememberDevice(phone: string, token: string | undefined): void {
  if (!token) return;
  const known = readJson(STORAGE_KEYS.trustedDevices, isTrustedDevices) ?? {};
  writeJson(STORAGE_KEYS.trustedDevices, { ...known, [phone]: token });
}
