import {
  ApiError,
  createApiClient,
  createFileClient,
  type FileTransport,
  TransportError,
  type CallDef,
  type CallRequest,
  type CallResponse,
  type EnvelopeCodec,
  type ErrorKey,
  type Transport,
} from '@cloudmine/api';

export interface ConsoleApiDeps {
  codec: EnvelopeCodec;
  getToken: () => string | null;
  /** A 403: the operator session ended (expired, logged out elsewhere, disabled). */
  onUnauthorized: () => void;
  /** Shows the catalogue text of a refusal. */
  onError: (key: ErrorKey) => void;
  transport?: Transport;
  fileTransport?: FileTransport;
}

export interface ConsoleApi {
  call<C extends CallDef>(def: C, payload: CallRequest<C>): Promise<CallResponse<C>>;
  /** Multipart upload through the sealed-digest header (docs/member-care.md); answers the data. */
  upload<T>(path: string, fields: Record<string, string>, file: Blob): Promise<T>;
  /** A member's uploaded file, read with the operator's token. */
  download(path: string): Promise<Blob>;
}

/** The error key of anything a call threw: a refusal, a transport failure, or a bug (server_error). */
function errorKeyOf(error: unknown): ErrorKey {
  return error instanceof ApiError || error instanceof TransportError ? error.key : 'server_error';
}

/**
 * The typed client of packages/api with the console's reaction to failures: every refusal is shown
 * by its catalogue key, and a 403 ends the session. The contract's call definitions are passed
 * straight in, so request and response types come from the zod schemas.
 */
export function createConsoleApi(deps: ConsoleApiDeps): ConsoleApi {
  const client = createApiClient({
    codec: deps.codec,
    getToken: deps.getToken,
    ...(deps.transport ? { transport: deps.transport } : {}),
  });
  const files = createFileClient({
    codec: deps.codec,
    getToken: deps.getToken,
    ...(deps.fileTransport ? { transport: deps.fileTransport } : {}),
  });
  const report = (error: unknown): never => {
    if (error instanceof ApiError && error.unauthorized) {
      deps.onError('token_invalid');
      deps.onUnauthorized();
    } else {
      deps.onError(errorKeyOf(error));
    }
    throw error;
  };
  return {
    async call(def, payload) {
      try {
        return await client.call(def, payload);
      } catch (error) {
        return report(error);
      }
    },
    async upload<T>(path: string, fields: Record<string, string>, file: Blob) {
      try {
        return await files.upload<T>(path, fields, file, file instanceof File ? file.name : 'file');
      } catch (error) {
        return report(error);
      }
    },
    async download(path) {
      try {
        return await files.download(path);
      } catch (error) {
        return report(error);
      }
    },
  };
}
