import { ENVELOPE_HEADER, REQUEST_TIMEOUT_MS } from './constants.js';
import type { EnvelopeCodec } from './envelope.js';
import { randomNonce } from './envelope.js';
import { isErrorKey, RESPONSE_CODE, type ErrorKey } from './errors.js';
import type { CallDef, CallRequest, CallResponse } from './contract/define.js';

/** A business refusal (`code` other than 200) or a 403; `key` is a catalogue key. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    readonly key: ErrorKey,
  ) {
    super(key);
  }
  get unauthorized(): boolean {
    return this.code === RESPONSE_CODE.unauthorized;
  }
}

/** A status outside 200-299, a timeout or a network failure (SPEC §7: the request is rejected). */
export class TransportError extends Error {
  override name = 'TransportError';
  constructor(
    readonly status: number | null,
    readonly key: ErrorKey,
    readonly body: string,
  ) {
    super(`transport failure ${status ?? 'network'}: ${key}`);
  }
}

export interface TransportRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  timeoutMs: number;
}
export interface TransportResponse {
  status: number;
  body: string;
}
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export const fetchTransport: Transport = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body ?? null,
    signal: AbortSignal.timeout(request.timeoutMs),
  });
  return { status: response.status, body: await response.text() };
};

export interface ApiClientOptions {
  codec: EnvelopeCodec;
  /** Empty for the page's own host (SPEC §7). */
  baseUrl?: string;
  getToken?: () => string | null;
  transport?: Transport;
  timeoutMs?: number;
  /** Current time in ms; tests move it. */
  now?: () => number;
}

export interface ApiClient {
  call<C extends CallDef>(def: C, payload: CallRequest<C>): Promise<CallResponse<C>>;
  /** The decrypted `{ code, message, data }` without turning failures into exceptions. */
  raw(def: CallDef, payload: unknown): Promise<{ status: number; body: unknown }>;
}

function keyFromBody(body: unknown): ErrorKey | null {
  if (typeof body === 'object' && body !== null && 'message' in body && isErrorKey(body.message)) {
    return body.message;
  }
  return null;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { codec } = options;
  const baseUrl = options.baseUrl ?? '';
  const transport = options.transport ?? fetchTransport;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const now = options.now ?? Date.now;

  async function send(def: CallDef, payload: unknown): Promise<TransportResponse> {
    const stamp = { t: now(), r: randomNonce() };
    const headers: Record<string, string> = {
      [ENVELOPE_HEADER]: await codec.seal(stamp),
      'content-type': 'text/plain;charset=utf-8',
    };
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    const body =
      def.method === 'POST'
        ? await codec.seal({ ...stamp, ...(payload as Record<string, unknown>) })
        : undefined;
    try {
      return await transport({ method: def.method, url: baseUrl + def.path, headers, body, timeoutMs });
    } catch {
      throw new TransportError(null, 'server_error', '');
    }
  }

  async function decode(response: TransportResponse): Promise<unknown> {
    if (response.status < 200 || response.status > 299) {
      let key: ErrorKey = 'server_error';
      try {
        key = keyFromBody(JSON.parse(response.body)) ?? key;
      } catch {
        // A proxy's HTML error page: keep the generic key.
      }
      throw new TransportError(response.status, key, response.body);
    }
    try {
      return await codec.open(response.body);
    } catch {
      throw new TransportError(response.status, 'server_error', response.body);
    }
  }

  return {
    async call(def, payload) {
      const body = (await decode(await send(def, payload))) as { code?: unknown; data?: unknown };
      if (body.code === RESPONSE_CODE.ok) return body.data as never;
      const code = typeof body.code === 'number' ? body.code : RESPONSE_CODE.failed;
      throw new ApiError(
        code,
        code === RESPONSE_CODE.unauthorized ? 'token_invalid' : (keyFromBody(body) ?? 'server_error'),
      );
    },
    async raw(def, payload) {
      const response = await send(def, payload);
      if (response.status < 200 || response.status > 299) {
        let body: unknown = response.body;
        try {
          body = JSON.parse(response.body);
        } catch {
          // keep text
        }
        return { status: response.status, body };
      }
      return { status: response.status, body: await codec.open(response.body) };
    },
  };
}
