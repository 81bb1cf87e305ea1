/**
 * The request/response envelope (DESIGN §3): JSON sealed with AES-256-GCM, written as base64 of
 * `iv (12 bytes) || ciphertext || tag (16 bytes)`. WebCrypto only, so the same code runs in the
 * browser, in Node and in tests. The key ships to the web client: this is tamper and replay
 * protection, TLS provides secrecy.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
export const ENVELOPE_KEY_BYTES = 32;

export class EnvelopeError extends Error {
  override name = 'EnvelopeError';
}

export interface EnvelopeCodec {
  readonly encrypted: boolean;
  seal(value: unknown): Promise<string>;
  /** Seals a value already written as JSON text (the server's serialised answer), byte for byte. */
  sealText(json: string): Promise<string>;
  /** Throws EnvelopeError for anything that is not a sealed JSON value under this key. */
  open(text: string): Promise<unknown>;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function decodeEnvelopeKey(keyBase64: string): Uint8Array<ArrayBuffer> {
  let raw: Uint8Array<ArrayBuffer>;
  try {
    raw = base64ToBytes(keyBase64);
  } catch {
    throw new EnvelopeError('envelope key is not base64');
  }
  if (raw.length !== ENVELOPE_KEY_BYTES) throw new EnvelopeError('envelope key must be 32 bytes');
  return raw;
}

const textEncoder = new TextEncoder();
const textDecoder = new TextDecoder('utf-8', { fatal: true });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new EnvelopeError('envelope does not hold JSON');
  }
}

/** A codec that passes JSON through: the development switch `ENVELOPE_DISABLED=true`. */
export function createPlainCodec(): EnvelopeCodec {
  return {
    encrypted: false,
    seal: (value) => Promise.resolve(JSON.stringify(value)),
    sealText: (json) => Promise.resolve(json),
    // Wrapped so a parse failure rejects the promise rather than throwing synchronously.
    open: (text) => new Promise((resolve) => resolve(parseJson(text))),
  };
}

export async function createAesGcmCodec(keyBase64: string): Promise<EnvelopeCodec> {
  const key = await crypto.subtle.importKey('raw', decodeEnvelopeKey(keyBase64), 'AES-GCM', false, [
    'encrypt',
    'decrypt',
  ]);
  async function sealText(json: string): Promise<string> {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const plain = textEncoder.encode(json);
    const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
    const out = new Uint8Array(IV_BYTES + sealed.length);
    out.set(iv, 0);
    out.set(sealed, IV_BYTES);
    return bytesToBase64(out);
  }
  return {
    encrypted: true,
    seal: (value) => sealText(JSON.stringify(value)),
    sealText,
    async open(text) {
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = base64ToBytes(text.trim());
      } catch {
        throw new EnvelopeError('envelope is not base64');
      }
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new EnvelopeError('envelope too short');
      let plain: ArrayBuffer;
      try {
        plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
          key,
          bytes.subarray(IV_BYTES),
        );
      } catch {
        throw new EnvelopeError('envelope does not decrypt under this key');
      }
      let json: string;
      try {
        json = textDecoder.decode(plain);
      } catch {
        throw new EnvelopeError('envelope is not UTF-8');
      }
      return parseJson(json);
    },
  };
}

export function createEnvelopeCodec(options: {
  keyBase64: string;
  disabled: boolean;
}): Promise<EnvelopeCodec> {
  return options.disabled ? Promise.resolve(createPlainCodec()) : createAesGcmCodec(options.keyBase64);
}

/** A fresh random value for the `r` field: 16 bytes, base64url-free hex. */
export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
