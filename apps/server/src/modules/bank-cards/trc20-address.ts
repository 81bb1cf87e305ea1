import { createHash } from 'node:crypto';

/**
 * TRON (TRC20) addresses are base58check: 25 bytes = 0x41, a 20-byte account id, and the first 4
 * bytes of SHA-256(SHA-256(the first 21 bytes)); written out they are 34 characters starting with T.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TRON_PREFIX = 0x41;
const ADDRESS_BYTES = 25;

function sha256(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}

/** Base58 text to bytes (leading '1's are leading zero bytes); null for a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

export function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = (ALPHABET[Number(value % 58n)] ?? '') + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

/** Builds the address of a 20-byte account id (tests and the demo seed use it). */
export function trc20AddressOf(accountId: Uint8Array): string {
  const payload = Uint8Array.from([TRON_PREFIX, ...accountId]);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return base58Encode(Uint8Array.from([...payload, ...checksum]));
}

export function isTrc20Address(text: string): boolean {
  if (text.length !== 34 || !text.startsWith('T')) return false;
  const bytes = base58Decode(text);
  if (!bytes || bytes.length !== ADDRESS_BYTES || bytes[0] !== TRON_PREFIX) return false;
  const payload = bytes.subarray(0, 21);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return checksum.equals(bytes.subarray(21));
}
