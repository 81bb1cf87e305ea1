import {
  base64ToBytes,
  bytesToBase64,
  createAesGcmCodec,
  randomNonce,
  type CallDef,
  type EnvelopeCodec,
} from '@cloudmine/api';
import type { TestApp } from '../test-support/test-app.js';
import { freshStamp, sealedRequest, type RawRequest } from './raw-request.js';

/** A key that is not the server's: what a forger without the shipped key would seal with. */
const FOREIGN_KEY = bytesToBase64(new Uint8Array(32).fill(9));
let foreign: Promise<EnvelopeCodec> | null = null;

/** Flips one bit at `position` (negative counts from the end) of a sealed value. */
function flipByte(sealed: string, position: number): string {
  const bytes = base64ToBytes(sealed);
  const at = position < 0 ? bytes.length + position : position;
  bytes[at] = (bytes[at] ?? 0) ^ 0x01;
  return bytesToBase64(bytes);
}

export interface EnvelopeAttack {
  name: string;
  /** Only POST calls carry a body to attack. */
  postOnly?: boolean;
  build(t: TestApp, call: CallDef, token: string | null): Promise<RawRequest>;
}

const MINUTE = 60_000;

async function withStamp(t: TestApp, call: CallDef, token: string | null, shiftMs: number) {
  const stamp = { t: t.clock.now().getTime() + shiftMs, r: randomNonce() };
  return sealedRequest(t, call, {}, { token, stamp });
}

/**
 * Every way to break the envelope of DESIGN §3: each must be refused at the transport (HTTP 400,
 * `parameter_error`) before a handler runs.
 */
export const ENVELOPE_ATTACKS: readonly EnvelopeAttack[] = [
  {
    name: 'no header',
    async build(t, call, token) {
      const { header: _header, ...rest } = await sealedRequest(t, call, {}, { token });
      return rest;
    },
  },
  {
    name: 'garbage header',
    async build(t, call, token) {
      return { ...(await sealedRequest(t, call, {}, { token })), header: 'not an envelope <script>' };
    },
  },
  {
    name: 'random bytes as header',
    async build(t, call, token) {
      const bytes = crypto.getRandomValues(new Uint8Array(64));
      return { ...(await sealedRequest(t, call, {}, { token })), header: bytesToBase64(bytes) };
    },
  },
  {
    name: 'header too long',
    async build(t, call, token) {
      return { ...(await sealedRequest(t, call, {}, { token })), header: 'A'.repeat(5000) };
    },
  },
  {
    name: 'header sealed with a foreign key',
    async build(t, call, token) {
      foreign ??= createAesGcmCodec(FOREIGN_KEY);
      const request = await sealedRequest(t, call, {}, { token });
      return { ...request, header: await (await foreign).seal(freshStamp(t)) };
    },
  },
  {
    name: 'stale t (6 minutes old)',
    build: (t, call, token) => withStamp(t, call, token, -6 * MINUTE),
  },
  {
    name: 'future t (6 minutes ahead)',
    build: (t, call, token) => withStamp(t, call, token, 6 * MINUTE),
  },
  {
    name: 'tampered header ciphertext',
    async build(t, call, token) {
      const request = await sealedRequest(t, call, {}, { token });
      return { ...request, header: flipByte(request.header ?? '', 14) };
    },
  },
  {
    name: 'tampered header tag',
    async build(t, call, token) {
      const request = await sealedRequest(t, call, {}, { token });
      return { ...request, header: flipByte(request.header ?? '', -1) };
    },
  },
  {
    name: 'header stamp of the wrong shape',
    async build(t, call, token) {
      const request = await sealedRequest(t, call, {}, { token });
      return { ...request, header: await t.codec.seal({ t: String(t.clock.now().getTime()), r: 'short' }) };
    },
  },
  {
    name: 'missing body',
    postOnly: true,
    async build(t, call, token) {
      const { body: _body, ...rest } = await sealedRequest(t, call, {}, { token });
      return rest;
    },
  },
  {
    name: 'tampered body ciphertext',
    postOnly: true,
    async build(t, call, token) {
      const request = await sealedRequest(t, call, {}, { token });
      return { ...request, body: flipByte(request.body ?? '', 13) };
    },
  },
  {
    name: 'tampered body tag',
    postOnly: true,
    async build(t, call, token) {
      const request = await sealedRequest(t, call, {}, { token });
      return { ...request, body: flipByte(request.body ?? '', -2) };
    },
  },
  {
    name: 'body sealed with a foreign key',
    postOnly: true,
    async build(t, call, token) {
      foreign ??= createAesGcmCodec(FOREIGN_KEY);
      const stamp = freshStamp(t);
      const request = await sealedRequest(t, call, {}, { token, stamp });
      return { ...request, body: await (await foreign).seal(stamp) };
    },
  },
  {
    name: 'body of another stamp',
    postOnly: true,
    async build(t, call, token) {
      const request = await sealedRequest(t, call, {}, { token });
      return { ...request, body: await t.codec.seal(freshStamp(t)) };
    },
  },
  {
    name: 'body that is not an object',
    postOnly: true,
    async build(t, call, token) {
      const request = await sealedRequest(t, call, {}, { token });
      return { ...request, body: await t.codec.seal([1, 2, 3]) };
    },
  },
  {
    name: 'plain JSON body',
    postOnly: true,
    async build(t, call, token) {
      const stamp = freshStamp(t);
      const request = await sealedRequest(t, call, {}, { token, stamp });
      return { ...request, body: JSON.stringify(stamp), contentType: 'application/json' };
    },
  },
  {
    name: 'sealed body under a form content type',
    postOnly: true,
    async build(t, call, token) {
      return {
        ...(await sealedRequest(t, call, {}, { token })),
        contentType: 'application/x-www-form-urlencoded',
      };
    },
  },
  {
    name: 'multipart body',
    postOnly: true,
    async build(t, call, token) {
      const request = await sealedRequest(t, call, {}, { token });
      return {
        ...request,
        contentType: 'multipart/form-data; boundary=x',
        body: `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${request.body ?? ''}\r\n--x--`,
      };
    },
  },
  {
    name: 'body over the size limit',
    postOnly: true,
    async build(t, call, token) {
      return { ...(await sealedRequest(t, call, {}, { token })), body: 'A'.repeat(1_100_000) };
    },
  },
];
