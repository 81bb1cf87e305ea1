import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base58Decode, base58Encode, isTrc20Address, trc20AddressOf } from './trc20-address.js';

describe('TRC20 addresses', () => {
  it('accepts real addresses', () => {
    // The USDT contract and the TRON zero address, as published.
    expect(isTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTrc20Address('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb')).toBe(true);
  });

  it('refuses a changed character, a wrong prefix, a wrong length and foreign characters', () => {
    expect(isTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isTrc20Address('1R7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(isTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    expect(isTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t')).toBe(false);
    // A valid Bitcoin address is base58check too, but not TRON's.
    expect(isTrc20Address('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
  });

  it('round-trips any account id and catches any single changed character', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.nat(), fc.nat(), (id, at, to) => {
        const address = trc20AddressOf(id);
        expect(address).toHaveLength(34);
        expect(isTrc20Address(address)).toBe(true);
        const position = 1 + (at % 33);
        const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
        const replacement = alphabet[to % 58] ?? '1';
        if (replacement === address[position]) return;
        const changed = address.slice(0, position) + replacement + address.slice(position + 1);
        expect(isTrc20Address(changed)).toBe(false);
      }),
    );
  });

  it('decodes what it encodes, leading zeros included', () => {
    for (const bytes of [Uint8Array.from([0, 0, 1, 2]), randomBytes(25)]) {
      expect(base58Decode(base58Encode(bytes))).toEqual(Uint8Array.from(bytes));
    }
  });
});
