import {
  createAesGcmCodec,
  ENVELOPE_HEADER,
  PERMISSIONS,
  type EnvelopeCodec,
  type OperatorInfo,
  type Transport,
} from '@cloudmine/api';

/** The server's development key; tests seal and open real envelopes with it. */
const TEST_ENVELOPE_KEY = 'ZGV2LW9ubHktZW52ZWxvcGUta2V5LWNoYW5nZS1tZSE=';

export function testCodec(): Promise<EnvelopeCodec> {
  return createAesGcmCodec(TEST_ENVELOPE_KEY);
}

export interface SeenRequest {
  path: string;
  payload: Record<string, unknown>;
  authorization: string | undefined;
}

type Answer = { code: number; message: string; data: unknown };
type Handler = (request: SeenRequest) => Answer;

/**
 * A stand-in for the server at the transport seam, as in the members' app tests: it opens the real
 * envelope and seals real answers. Only the network is replaced.
 */
export function fakeServer(codec: EnvelopeCodec, handlers: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  const transport: Transport = async (request) => {
    const path = request.url.replace(/^https?:\/\/[^/]+/, '');
    await codec.open(request.headers[ENVELOPE_HEADER] ?? '');
    const opened = request.body ? ((await codec.open(request.body)) as Record<string, unknown>) : {};
    const { t: _t, r: _r, ...payload } = opened;
    const entry: SeenRequest = { path, payload, authorization: request.headers.authorization };
    seen.push(entry);
    const handler = handlers[path];
    if (!handler)
      return { status: 404, body: JSON.stringify({ code: 404, message: 'parameter_error', data: null }) };
    return { status: 200, body: await codec.seal(handler(entry)) };
  };
  return { transport, seen, calls: (path: string) => seen.filter((r) => r.path === path) };
}

export const ok = (data: unknown): Answer => ({ code: 200, message: 'ok', data });
export const refused = (message: string, code = 400): Answer => ({ code, message, data: null });

export const OWNER: OperatorInfo = {
  id: 1,
  username: 'admin',
  role: 'owner',
  permissions: [...PERMISSIONS],
  lastLoginAt: null,
};

/** An operator already signed in, as after a login in an earlier visit. */
export function signedIn(operator: OperatorInfo = OWNER): void {
  localStorage.setItem('ADMIN-AUTH-TOKEN', 'operator-token');
  localStorage.setItem('ADMIN-OPERATOR', JSON.stringify(operator));
}
