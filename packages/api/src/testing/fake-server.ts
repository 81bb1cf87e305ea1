import { ENVELOPE_HEADER, ENVELOPE_WINDOW_MS } from '../constants.js';
import type { CallDef, CallRequest, CallResponse } from '../contract/define.js';
import { createAesGcmCodec, type EnvelopeCodec } from '../envelope.js';
import type { ErrorKey } from '../errors.js';
import type { Transport, TransportRequest } from '../client.js';

/** The server's development key (apps/server/src/platform/config.ts); tests seal and open real envelopes with it. */
const TEST_ENVELOPE_KEY = 'ZGV2LW9ubHktZW52ZWxvcGUta2V5LWNoYW5nZS1tZSE=';

export function testCodec(): Promise<EnvelopeCodec> {
  return createAesGcmCodec(TEST_ENVELOPE_KEY);
}

/** A request as the fake server opened it; `payload` has passed the call's request schema. */
export interface SeenRequest<Payload = Record<string, unknown>> {
  path: string;
  stamp: { t: number; r: string };
  payload: Payload;
  authorization: string | undefined;
}

/** A business refusal, answered as the server does: `{ code, message: key, data: null }`. */
export class Refusal {
  /** Nominal: a plain object shaped like this is a response, not a refusal. */
  private readonly refusal = true;
  constructor(
    readonly key: ErrorKey,
    readonly code: number,
  ) {}
}

/** A failure outside the envelope: a status other than 2xx with a plain body (a proxy's error page). */
export class HttpFailure {
  /** Nominal: a plain object shaped like this is a response, not a failure. */
  private readonly httpFailure = true;
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export const refused = (key: ErrorKey, code = 400): Refusal => new Refusal(key, code);
export const httpFailure = (status: number, body: unknown): HttpFailure => new HttpFailure(status, body);

/** What the fake server answers a call: the call's response (checked against its schema) or a failure. */
export type Answer<C extends CallDef> = CallResponse<C> | Refusal | HttpFailure;
type AnswerOf<C extends CallDef> = (request: SeenRequest<CallRequest<C>>) => Answer<C>;
type Handler<C extends CallDef> = Answer<C> | AnswerOf<C>;

/** A response is data, never a function, so a function is the handler that computes one. */
function computes<C extends CallDef>(handler: Handler<C>): handler is AnswerOf<C> {
  return typeof handler === 'function';
}

/** One call the fake server answers, made by `on`. */
export interface Route {
  readonly call: CallDef;
  /** A held route answers a promise of its answer (`held`), which the transport awaits. */
  answer(request: SeenRequest): Answer<CallDef>;
}

/**
 * Where the contract and a fixture disagree (an answer its response schema refuses, a request the
 * call's request schema refuses). Drift found while a page is rendering cannot fail the test from
 * inside the transport, so it is kept here and the apps' test setup fails the test after it
 * (`takeContractDrift`).
 */
const drift: string[] = [];

/** The contract drift found since the last call, emptied. */
export function takeContractDrift(): string[] {
  return drift.splice(0);
}

function checkedAnswer<C extends CallDef>(call: C, answer: Answer<C>): Answer<C> {
  if (answer instanceof Refusal || answer instanceof HttpFailure) return answer;
  const parsed = call.response.safeParse(answer);
  if (parsed.success) return parsed.data as CallResponse<C>;
  const problem = `${call.path} answered what its response schema refuses: ${parsed.error.message}`;
  drift.push(problem);
  throw new Error(problem);
}

/**
 * Answers `call` with `handler`: a fixed answer, checked against the call's response schema here so
 * a fixture that drifted from the contract fails where it is written, or a function of the request,
 * checked each time it answers.
 */
export function on<C extends CallDef>(call: C, handler: NoInfer<Handler<C>>): Route {
  if (!computes(handler)) {
    const answer = checkedAnswer(call, handler);
    return { call, answer: () => answer };
  }
  return {
    call,
    // The server validated the payload against the call's request schema before answering.
    answer: (request) => checkedAnswer(call, handler(request as SeenRequest<CallRequest<C>>)),
  };
}

/**
 * `route`, answering only once `release` is called: what a page shows while a call is on its way
 * (a slow phone's loading state), seen by a test.
 */
export function held(route: Route): { route: Route; release: () => void } {
  let open = () => {};
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    route: {
      call: route.call,
      answer: async (request) => {
        await released;
        return route.answer(request);
      },
    },
    release: () => open(),
  };
}

export interface FakeServer {
  transport: Transport;
  /** Every request that reached it, in order. */
  seen: SeenRequest[];
  /** The requests for one call, their payloads typed by the call's request. */
  calls<C extends CallDef>(call: C): SeenRequest<CallRequest<C>>[];
}

/**
 * A stand-in for the server at the transport seam, for component tests: it opens the real
 * envelope, checks the clock window as the server does, validates each request with the call's
 * schema and seals real answers. Only the network is replaced. A later route for the same call
 * replaces an earlier one, so a test can override a shared fixture.
 */
export function fakeServer(
  codec: EnvelopeCodec,
  routes: readonly Route[],
  options: { serverNow?: () => number } = {},
): FakeServer {
  const byPath = new Map(routes.map((route) => [route.call.path, route]));
  const seen: SeenRequest[] = [];
  // Pages rendered whole send with the device's own clock, so the stand-in server keeps wall time.
  // eslint-disable-next-line no-restricted-syntax -- the app under test stamps with Date.now
  const serverNow = options.serverNow ?? Date.now;
  const transport: Transport = async (request: TransportRequest) => {
    const path = request.url.replace(/^https?:\/\/[^/]+/, '');
    const stamp = (await codec.open(request.headers[ENVELOPE_HEADER] ?? '')) as SeenRequest['stamp'];
    if (Math.abs(serverNow() - stamp.t) > ENVELOPE_WINDOW_MS) {
      const body = { code: 400, message: 'parameter_error', data: null, serverTime: serverNow() };
      return { status: 400, body: JSON.stringify(body) };
    }
    const opened = request.body ? ((await codec.open(request.body)) as Record<string, unknown>) : {};
    const { t: _t, r: _r, ...payload } = opened;
    const entry: SeenRequest = { path, stamp, payload, authorization: request.headers.authorization };
    seen.push(entry);
    const route = byPath.get(path);
    if (!route) {
      const body = { code: 404, message: 'parameter_error', data: null };
      return { status: 404, body: JSON.stringify(body) };
    }
    let answer: Answer<CallDef> = refused('parameter_error');
    const valid = route.call.request.safeParse(payload);
    if (valid.success) answer = await route.answer(entry);
    else drift.push(`${path} was sent what its request schema refuses: ${valid.error.message}`);
    if (answer instanceof HttpFailure) return { status: answer.status, body: JSON.stringify(answer.body) };
    const body =
      answer instanceof Refusal
        ? { code: answer.code, message: answer.key, data: null }
        : { code: 200, message: 'ok', data: answer };
    return { status: 200, body: await codec.seal(body) };
  };
  return {
    transport,
    seen,
    calls: <C extends CallDef>(call: C) =>
      seen.filter((request) => request.path === call.path) as SeenRequest<CallRequest<C>>[],
  };
}
