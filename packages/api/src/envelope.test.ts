import { describe, expect, it } from 'vitest';
import { bytesToBase64, createAesGcmCodec, createPlainCodec, EnvelopeError } from './envelope.js';

const key = bytesToBase64(new Uint8Array(32).map((_, i) => i));
const otherKey = bytesToBase64(new Uint8Array(32).map((_, i) => 255 - i));

describe('AES-GCM envelope', () => {
  it('opens what it sealed, with unicode intact', async () => {
    const codec = await createAesGcmCodec(key);
    const value = { t: 1, r: 'abc', name: 'রহিম 张三', amount: '12.50' };
    const sealed = await codec.seal(value);
    expect(sealed).not.toContain('abc');
    expect(await codec.open(sealed)).toEqual(value);
  });

  it('uses a fresh IV each time', async () => {
    const codec = await createAesGcmCodec(key);
    expect(await codec.seal({ a: 1 })).not.toBe(await codec.seal({ a: 1 }));
  });

  it('refuses a tampered, truncated, foreign or non-base64 envelope', async () => {
    const codec = await createAesGcmCodec(key);
    const foreign = await createAesGcmCodec(otherKey);
    const sealed = await codec.seal({ amount: 1 });
    const bytes = Uint8Array.from(atob(sealed), (c) => c.charCodeAt(0));
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    await expect(codec.open(bytesToBase64(bytes))).rejects.toThrow(EnvelopeError);
    await expect(codec.open(sealed.slice(0, 20))).rejects.toThrow(EnvelopeError);
    await expect(foreign.open(sealed)).rejects.toThrow(EnvelopeError);
    await expect(codec.open('%%% not base64')).rejects.toThrow(EnvelopeError);
    await expect(codec.open(JSON.stringify({ amount: 1 }))).rejects.toThrow(EnvelopeError);
  });

  it('refuses a key that is not 32 bytes', async () => {
    await expect(createAesGcmCodec(bytesToBase64(new Uint8Array(16)))).rejects.toThrow(EnvelopeError);
  });
});

describe('plain envelope (development switch)', () => {
  it('passes JSON through and refuses non-JSON', async () => {
    const codec = createPlainCodec();
    expect(await codec.open(await codec.seal({ a: [1] }))).toEqual({ a: [1] });
    await expect(codec.open('{nope')).rejects.toThrow(EnvelopeError);
  });
});
