import { ENVELOPE_HEADER, randomNonce, type CallDef } from '@cloudmine/api';
import type { TestApp } from '../test-support/test-app.js';

/** What the server answered, with the sealed body opened when it could be. */
export interface RawAnswer {
  status: number;
  text: string;
  /** The decrypted body of an HTTP 200 answer; null when the status is not 200. */
  opened: unknown;
}

export interface RawRequest {
  method: 'GET' | 'POST';
  path: string;
  /** The `x-envelope` header exactly as sent; absent sends none. */
  header?: string;
  body?: string;
  token?: string | null;
  ip?: string;
  contentType?: string;
  /** Further headers, e.g. a forged X-Forwarded-For. */
  headers?: Record<string, string>;
}

/** Sends exactly what it is given, so a test controls every byte an attacker controls. */
export async function sendRaw(t: TestApp, request: RawRequest): Promise<RawAnswer> {
  const headers: Record<string, string> = {
    ...request.headers,
    'content-type': request.contentType ?? 'text/plain;charset=utf-8',
  };
  if (request.header !== undefined) headers[ENVELOPE_HEADER] = request.header;
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const response = await t.app.inject({
    method: request.method,
    url: request.path,
    headers,
    remoteAddress: request.ip ?? '127.0.0.1',
    ...(request.method === 'POST' && request.body !== undefined ? { payload: request.body } : {}),
  });
  const opened = response.statusCode === 200 ? await t.codec.open(response.body) : null;
  return { status: response.statusCode, text: response.body, opened };
}

export interface Stamp {
  t: number;
  r: string;
}

export function freshStamp(t: TestApp): Stamp {
  return { t: t.clock.now().getTime(), r: randomNonce() };
}

/** A well-formed sealed request of `call` carrying `payload` (any fields, hostile or not). */
export async function sealedRequest(
  t: TestApp,
  call: CallDef,
  payload: Record<string, unknown>,
  options: { token?: string | null; stamp?: Stamp; ip?: string } = {},
): Promise<RawRequest> {
  const stamp = options.stamp ?? freshStamp(t);
  return {
    method: call.method,
    path: call.path,
    header: await t.codec.seal(stamp),
    ...(call.method === 'POST' ? { body: await t.codec.seal({ ...payload, ...stamp }) } : {}),
    token: options.token ?? null,
    ...(options.ip ? { ip: options.ip } : {}),
  };
}

export async function sendSealed(
  t: TestApp,
  call: CallDef,
  payload: Record<string, unknown>,
  options: { token?: string | null; stamp?: Stamp; ip?: string } = {},
): Promise<RawAnswer> {
  return sendRaw(t, await sealedRequest(t, call, payload, options));
}
