import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './content-encoding.js';

describe('choosing the content encoding', () => {
  it('prefers brotli, then gzip, and sends plain bytes when neither is accepted', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
  });

  it('honours quality values and the wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('BR;Q=0, GZIP;Q=0')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.1, br;q=0')).toBe('gzip');
  });
});
