import { describe, expect, it } from 'vitest';
import { deviceName, storedUserAgent } from './device-name.js';

describe('deviceName', () => {
  it('names browser and system from common user agents', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome · Android');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36 Edg/119.0.0.0',
      ),
    ).toBe('Edge · Windows');
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0')).toBe(
      'Firefox · Linux',
    );
  });

  it('says so when it cannot tell', () => {
    expect(deviceName('')).toBe('');
    expect(deviceName('curl/8.0')).toBe('');
  });

  it('keeps at most 256 characters of the header', () => {
    expect(storedUserAgent('x'.repeat(1000))).toHaveLength(256);
    expect(storedUserAgent(undefined)).toBe('');
    expect(storedUserAgent(['a', 'b'])).toBe('a');
  });
});
