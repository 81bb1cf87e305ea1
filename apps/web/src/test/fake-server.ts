import {
  ENVELOPE_HEADER,
  ENVELOPE_WINDOW_MS,
  createAesGcmCodec,
  type EnvelopeCodec,
  type Transport,
  type TransportRequest,
} from '@cloudmine/api';

/** The server's development key; tests seal and open real envelopes with it. */
export const TEST_ENVELOPE_KEY = 'ZGV2LW9ubHktZW52ZWxvcGUta2V5LWNoYW5nZS1tZSE=';

export function testCodec(): Promise<EnvelopeCodec> {
  return createAesGcmCodec(TEST_ENVELOPE_KEY);
}

export interface SeenRequest {
  path: string;
  stamp: { t: number; r: string };
  payload: Record<string, unknown>;
  authorization: string | undefined;
}

type Answer = { code: number; message: string; data: unknown } | { status: number; body: unknown };
type Handler = (request: SeenRequest) => Answer;

/**
 * A stand-in for the server at the transport seam: it opens the real envelope, checks the clock
 * window as the server does, and seals real answers. Only the network is replaced.
 */
export function fakeServer(
  codec: EnvelopeCodec,
  handlers: Record<string, Handler>,
  options: { serverNow?: () => number } = {},
): { transport: Transport; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  // Pages rendered whole send with the device's own clock, so the stand-in server keeps wall time.
  // eslint-disable-next-line no-restricted-syntax -- the app under test stamps with Date.now
  const serverNow = options.serverNow ?? Date.now;
  const transport: Transport = async (request: TransportRequest) => {
    const path = request.url.replace(/^https?:\/\/[^/]+/, '');
    const stamp = (await codec.open(request.headers[ENVELOPE_HEADER] ?? '')) as SeenRequest['stamp'];
    if (Math.abs(serverNow() - stamp.t) > ENVELOPE_WINDOW_MS) {
      return {
        status: 400,
        body: JSON.stringify({ code: 400, message: 'parameter_error', data: null, serverTime: serverNow() }),
      };
    }
    const opened = request.body ? ((await codec.open(request.body)) as Record<string, unknown>) : {};
    const { t: _t, r: _r, ...payload } = opened;
    const entry: SeenRequest = { path, stamp, payload, authorization: request.headers.authorization };
    seen.push(entry);
    const handler = handlers[path];
    const answer: Answer = handler
      ? handler(entry)
      : { status: 404, body: { code: 404, message: 'parameter_error', data: null } };
    if ('status' in answer) return { status: answer.status, body: JSON.stringify(answer.body) };
    return { status: 200, body: await codec.seal(answer) };
  };
  return { transport, seen };
}

export const ok = (data: unknown) => ({ code: 200, message: 'ok', data });
export const refused = (message: string, code = 400) => ({ code, message, data: null });
