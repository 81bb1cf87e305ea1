import { describe, expect, it } from 'vitest';
import { maskPhone } from './mask-phone.js';

describe('maskPhone', () => {
  it('keeps the first three and last four digits of a full number', () => {
    expect(maskPhone('01712345678')).toBe('017****5678');
    expect(maskPhone('901234567890')).toBe('901****7890');
  });

  it('hides at least half of a short number', () => {
    expect(maskPhone('12345678')).toBe('12****78');
    expect(maskPhone('123')).toBe('****');
  });
});
