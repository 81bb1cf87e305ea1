import {
  ApiError,
  createApiClient,
  createFileClient,
  type FileTransport,
  REQUEST_TIMEOUT_MS,
  TransportError,
  type EnvelopeCodec,
  type ErrorKey,
  type Transport,
} from '@cloudmine/api';
import { endpoints, type CallDefOf, type CallName, type RequestOf, type ResponseOf } from './endpoints';

export interface CallOptions {
  /** Background calls (the open-fund check) fail without a toast; a 403 still signs out. */
  quiet?: boolean;
}

export interface RequesterDeps {
  codec: EnvelopeCodec;
  getToken: () => string | null;
  /** A 403: the token is unknown or expired. Clear token and user, go to the login page. */
  onUnauthorized: () => void;
  /** Shows `api.<key>`: the token message for a 403, the failure toast otherwise. */
  onError: (key: ErrorKey, kind: 'unauthorized' | 'failure') => void;
  /** The app is closed for maintenance: show the maintenance screen (even for quiet calls, no toast). */
  onMaintenance?: () => void;
  transport?: Transport;
  fileTransport?: FileTransport;
  /** The device clock; tests move it. */
  now?: () => number;
  baseUrl?: string;
}

export interface Requester {
  call<N extends CallName>(name: N, payload: RequestOf<N>, options?: CallOptions): Promise<ResponseOf<N>>;
  /**
   * SPEC §7's `upload`: multipart, the content type left to the browser, 60 s; answers the call's
   * data. Failures toast like any call.
   */
  upload<T>(path: string, fields: Record<string, string>, file: Blob, options?: CallOptions): Promise<T>;
  /** SPEC §7's `download`: the bytes at `path` (a member's image, a file to save). */
  download(path: string, options?: CallOptions): Promise<Blob>;
  /** serverTime − device time, learnt from a stale-clock rejection (0 until then). */
  readonly clockOffsetMs: number;
}

/** The server's answer to a request whose `t` is outside its ±5-minute window carries its own time. */
function serverTimeOf(error: unknown): number | null {
  if (!(error instanceof TransportError) || error.status !== 400) return null;
  try {
    const body: unknown = JSON.parse(error.body);
    if (typeof body === 'object' && body !== null && 'serverTime' in body) {
      const { serverTime } = body;
      if (typeof serverTime === 'number' && Number.isSafeInteger(serverTime)) return serverTime;
    }
  } catch {
    // Not JSON: an ordinary transport failure.
  }
  return null;
}

/**
 * The request wrapper of SPEC §7/§8 around the contract's client: the envelope, the bearer token,
 * the 60 s timeout, one retry with a corrected clock, and the app's reaction to failures.
 */
export function createRequester(deps: RequesterDeps): Requester {
  const deviceNow = deps.now ?? Date.now;
  let clockOffsetMs = 0;
  const client = createApiClient({
    codec: deps.codec,
    baseUrl: deps.baseUrl ?? '',
    getToken: deps.getToken,
    timeoutMs: REQUEST_TIMEOUT_MS,
    now: () => deviceNow() + clockOffsetMs,
    ...(deps.transport ? { transport: deps.transport } : {}),
  });

  const files = createFileClient({
    codec: deps.codec,
    baseUrl: deps.baseUrl ?? '',
    getToken: deps.getToken,
    timeoutMs: REQUEST_TIMEOUT_MS,
    now: () => deviceNow() + clockOffsetMs,
    ...(deps.fileTransport ? { transport: deps.fileTransport } : {}),
  });

  /** The app's reaction to a failure, the same for every kind of request. */
  function report(error: unknown, options: CallOptions): never {
    if (error instanceof ApiError && error.key === 'maintenance') {
      deps.onMaintenance?.();
    } else if (error instanceof ApiError && error.unauthorized) {
      deps.onError('token_invalid', 'unauthorized');
      deps.onUnauthorized();
    } else if (!options.quiet) {
      const key = error instanceof ApiError || error instanceof TransportError ? error.key : 'server_error';
      deps.onError(key, 'failure');
    }
    throw error;
  }

  async function send<N extends CallName>(name: N, payload: RequestOf<N>): Promise<ResponseOf<N>> {
    // The client reads only method and path of a definition; the schemas are the server's business.
    const def = endpoints[name] as unknown as CallDefOf<N>;
    try {
      return await client.call(def, payload);
    } catch (error) {
      const serverTime = serverTimeOf(error);
      if (serverTime === null) throw error;
      clockOffsetMs = serverTime - deviceNow();
      return await client.call(def, payload);
    }
  }

  return {
    get clockOffsetMs() {
      return clockOffsetMs;
    },
    async call(name, payload, options = {}) {
      try {
        return await send(name, payload);
      } catch (error) {
        return report(error, options);
      }
    },
    async upload<T>(path: string, fields: Record<string, string>, file: Blob, options: CallOptions = {}) {
      try {
        return await files.upload<T>(path, fields, file, file instanceof File ? file.name : 'file');
      } catch (error) {
        return report(error, options);
      }
    },
    async download(path, options = {}) {
      try {
        return await files.download(path);
      } catch (error) {
        return report(error, options);
      }
    },
  };
}
