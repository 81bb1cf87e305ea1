import {
  ApiError,
  createApiClient,
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
}

export interface ConsoleApi {
  call<C extends CallDef>(def: C, payload: CallRequest<C>): Promise<CallResponse<C>>;
}

/** The error key of anything a call threw: a refusal, a transport failure, or a bug (server_error). */
export function errorKeyOf(error: unknown): ErrorKey {
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
  return {
    async call(def, payload) {
      try {
        return await client.call(def, payload);
      } catch (error) {
        if (error instanceof ApiError && error.unauthorized) {
          deps.onError('token_invalid');
          deps.onUnauthorized();
        } else {
          deps.onError(errorKeyOf(error));
        }
        throw error;
      }
    },
  };
}
