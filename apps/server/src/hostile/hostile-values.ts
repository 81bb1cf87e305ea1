import fc from 'fast-check';

/** Values an attacker puts where a field's value belongs, whatever the field. */

const HUGE = 'A'.repeat(100_000);
const HUGE_UNICODE = '😀ব'.repeat(30_000);

/** Injection and script payloads; none contains a word the leak check looks for. */
export const INJECTIONS: readonly string[] = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  "'; DROP TABLE members; --",
  '1); DELETE FROM wallets; --',
  "' UNION SELECT password_hash FROM members --",
  '"; SELECT sleep(5); --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}%s%n%x',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  '\u0000',
  'a\u0000b',
  '\u202Eevil',
  '\uD800',
  '\u200B\u200C\uFEFF',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '১২৩৪৫৬',
  '١٢٣',
  '中文测试',
  '😀😀😀',
  ' ',
  '',
  'null',
  'undefined',
  'true',
  HUGE,
  HUGE_UNICODE,
];

/** Numbers and numeric text an amount or id field must survive. */
export const NUMBERS: readonly unknown[] = [
  0,
  -1,
  -0.01,
  0.5,
  1.005,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  2 ** 63,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
  '-1',
  '-0',
  '0',
  '0.001',
  '1.005',
  '1e5',
  '1E-7',
  '0x1F',
  '+5',
  ' 1 ',
  '1,000',
  '99999999999.99',
  '100000000000',
  '99999999999999999999',
  '9'.repeat(400),
  'NaN',
  'Infinity',
  '-Infinity',
];

/** Values of the wrong shape for any field. */
const WRONG_SHAPES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 2, 3],
  { $gt: 0 },
  JSON.parse('{"__proto__":{"admin":true}}') as unknown,
  [[[[[[[[[[[]]]]]]]]]]],
  Array.from({ length: 2000 }, (_, i) => i),
];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.constantFrom(...NUMBERS),
  fc.constantFrom(...WRONG_SHAPES),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);
