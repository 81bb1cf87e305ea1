import { bytesToBase64, createAesGcmCodec, EnvelopeError } from '@cloudmine/api';
import { describe, expect, it } from 'vitest';
import { createNodeAesGcmCodec } from './node-codec.js';

const key = bytesToBase64(new Uint8Array(32).map((_, i) => i * 3));

describe('node:crypto envelope codec', () => {
  it('opens what the WebCrypto codec sealed and the other way round', async () => {
    const web = await createAesGcmCodec(key);
    const node = createNodeAesGcmCodec(key);
    const value = { t: 1, r: 'nonce', text: 'রহিম 张三 ✓', n: [1, 2] };
    expect(await node.open(await web.seal(value))).toEqual(value);
    expect(await web.open(await node.seal(value))).toEqual(value);
  });

  it('refuses tampered, truncated, non-base64 and foreign envelopes', async () => {
    const node = createNodeAesGcmCodec(key);
    const foreign = createNodeAesGcmCodec(bytesToBase64(new Uint8Array(32).fill(1)));
    const sealed = await node.seal({ a: 1 });
    const bytes = Buffer.from(sealed, 'base64');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    await expect(node.open(bytes.toString('base64'))).rejects.toThrow(EnvelopeError);
    await expect(node.open(sealed.slice(0, 16))).rejects.toThrow(EnvelopeError);
    await expect(node.open(`${sealed}!!`)).rejects.toThrow(EnvelopeError);
    await expect(node.open('{"a":1}')).rejects.toThrow(EnvelopeError);
    await expect(foreign.open(sealed)).rejects.toThrow(EnvelopeError);
  });

  it('never reuses an IV, across batches of pooled randomness too', async () => {
    const node = createNodeAesGcmCodec(key);
    const ivs = new Set<string>();
    for (let i = 0; i < 2_500; i += 1) {
      const sealed = Buffer.from(await node.seal({ i }), 'base64');
      ivs.add(sealed.subarray(0, 12).toString('hex'));
      expect(await node.open(sealed.toString('base64'))).toEqual({ i });
    }
    expect(ivs.size).toBe(2_500);
  });
});
