import { ApiError, TransportError } from './client.js';
import { ENVELOPE_HEADER, REQUEST_TIMEOUT_MS } from './constants.js';
import type { EnvelopeCodec } from './envelope.js';
import { randomNonce } from './envelope.js';
import { isErrorKey, RESPONSE_CODE } from './errors.js';

/**
 * The request wrapper's `upload` and `download` (SPEC §7, docs/member-care.md). Uploads are
 * multipart: the content type is left to the runtime (it adds the boundary), and the sealed header
 * carries `{t, r, d}` where `d` is the file's SHA-256, so the file is bound to the stamp as a sealed
 * body would be. Downloads send the same header and receive the bytes themselves; a refusal comes
 * sealed like any other answer.
 */
export interface FileTransportRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body: FormData | undefined;
  timeoutMs: number;
}
export interface FileTransportResponse {
  status: number;
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}
export type FileTransport = (request: FileTransportRequest) => Promise<FileTransportResponse>;

export const fetchFileTransport: FileTransport = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body ?? null,
    signal: AbortSignal.timeout(request.timeoutMs),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
};

export interface FileClientOptions {
  codec: EnvelopeCodec;
  baseUrl?: string;
  getToken?: () => string | null;
  transport?: FileTransport;
  timeoutMs?: number;
  now?: () => number;
}

export interface FileClient {
  /** Sends `file` with the text `fields` first; answers the call's `data`. */
  upload<T>(path: string, fields: Record<string, string>, file: Blob, filename?: string): Promise<T>;
  /** The bytes at `path` with their type. */
  download(path: string): Promise<Blob>;
}

async function sha256Hex(file: Blob): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createFileClient(options: FileClientOptions): FileClient {
  const { codec } = options;
  const baseUrl = options.baseUrl ?? '';
  const transport = options.transport ?? fetchFileTransport;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const now = options.now ?? Date.now;

  async function headersFor(digest?: string): Promise<Record<string, string>> {
    const stamp = { t: now(), r: randomNonce(), ...(digest ? { d: digest } : {}) };
    const headers: Record<string, string> = { [ENVELOPE_HEADER]: await codec.seal(stamp) };
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    return headers;
  }

  async function send(request: Omit<FileTransportRequest, 'timeoutMs'>): Promise<FileTransportResponse> {
    let response: FileTransportResponse;
    try {
      response = await transport({ ...request, timeoutMs });
    } catch {
      throw new TransportError(null, 'server_error', '');
    }
    if (response.status < 200 || response.status > 299) {
      throw new TransportError(response.status, 'server_error', new TextDecoder().decode(response.bytes));
    }
    return response;
  }

  /** A sealed `{code, message, data}`: the data, or the refusal as an ApiError. */
  async function answerOf(response: FileTransportResponse): Promise<unknown> {
    const text = new TextDecoder().decode(response.bytes);
    let body: { code?: unknown; message?: unknown; data?: unknown };
    try {
      body = (await codec.open(text)) as typeof body;
    } catch {
      throw new TransportError(response.status, 'server_error', text);
    }
    if (body.code === RESPONSE_CODE.ok) return body.data;
    const code = typeof body.code === 'number' ? body.code : RESPONSE_CODE.failed;
    const key = isErrorKey(body.message) ? body.message : 'server_error';
    throw new ApiError(code, code === RESPONSE_CODE.unauthorized ? 'token_invalid' : key);
  }

  return {
    async upload<T>(path: string, fields: Record<string, string>, file: Blob, filename = 'file') {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', file, filename);
      const headers = await headersFor(await sha256Hex(file));
      return (await answerOf(await send({ method: 'POST', url: baseUrl + path, headers, body: form }))) as T;
    },
    async download(path) {
      const headers = await headersFor();
      const response = await send({ method: 'GET', url: baseUrl + path, headers, body: undefined });
      // Sealed answers are text; a file is anything else.
      if (response.contentType.startsWith('text/plain')) await answerOf(response);
      return new Blob([response.bytes], { type: response.contentType });
    },
  };
}
