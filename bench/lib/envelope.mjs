// The request envelope with node:crypto's synchronous AES-256-GCM, byte-compatible with the
// WebCrypto codec of packages/api: autocannon's per-request hook is synchronous.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export function createSyncCodec(keyBase64) {
  const key = Buffer.from(keyBase64, 'base64');
  return {
    seal(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
    },
    open(text) {
      const bytes = Buffer.from(text, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      const plain = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
      return JSON.parse(plain.toString('utf8'));
    },
  };
}
