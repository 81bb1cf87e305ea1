import {
  ApiError,
  type ErrorKey,
  getUserInfo,
  login,
  noticeList,
  openFund,
  smsSend,
  TransportError,
} from '@cloudmine/api';
import { describe, expect, it } from 'vitest';
import { fakeServer, on, refused, testCodec, httpFailure } from '@cloudmine/api/testing';
import { TEST_NOW_MS } from '@/test/fixed-clock';
import { createRequester } from './request';

async function setup(
  handlers: Parameters<typeof fakeServer>[1],
  options: Parameters<typeof fakeServer>[2] = {},
) {
  const codec = await testCodec();
  // The device and, unless a test sets its own, the server read the same fixed clock.
  const server = fakeServer(codec, handlers, { serverNow: () => TEST_NOW_MS, ...options });
  const errors: Array<[ErrorKey, string]> = [];
  let unauthorized = 0;
  let closed = 0;
  let token: string | null = 'token-1';
  const requester = createRequester({
    codec,
    transport: server.transport,
    getToken: () => token,
    now: () => TEST_NOW_MS,
    onError: (key, kind) => errors.push([key, kind]),
    onUnauthorized: () => {
      unauthorized += 1;
      token = null;
    },
    onMaintenance: () => (closed += 1),
  });
  return { requester, server, errors, unauthorized: () => unauthorized, closed: () => closed };
}

describe('the request wrapper', () => {
  it('answers the data of a code-200 body and sends the bearer token', async () => {
    const { requester, server, errors } = await setup([on(openFund, () => ({ isOpen: true }))]);
    await expect(requester.call('openFund', {})).resolves.toEqual({ isOpen: true });
    expect(server.seen[0]?.authorization).toBe('Bearer token-1');
    expect(errors).toEqual([]);
  });

  it('sends the payload sealed with t and r', async () => {
    const { requester, server } = await setup([on(noticeList, () => ({ items: [] }))]);
    await requester.call('noticeList', { language: 'bd', limit: 5 });
    expect(server.seen[0]?.payload).toEqual({ language: 'bd', limit: 5 });
    expect(server.seen[0]?.stamp.r).toMatch(/^[0-9a-f]{32}$/);
  });

  it('on 403 shows the token message and signs out', async () => {
    const { requester, errors, unauthorized } = await setup([
      on(getUserInfo, () => refused('token_invalid', 403)),
    ]);
    const failure = requester.call('getUserInfo', {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    expect(errors).toEqual([['token_invalid', 'unauthorized']]);
    expect(unauthorized()).toBe(1);
  });

  it('on `maintenance` shows the maintenance screen instead of a toast, quiet calls included', async () => {
    const { requester, errors, unauthorized, closed } = await setup([
      on(openFund, () => refused('maintenance')),
      on(getUserInfo, () => refused('maintenance')),
    ]);
    await expect(requester.call('openFund', {}, { quiet: true })).rejects.toBeInstanceOf(ApiError);
    await expect(requester.call('getUserInfo', {})).rejects.toBeInstanceOf(ApiError);
    expect(closed()).toBe(2);
    expect(errors).toEqual([]);
    expect(unauthorized()).toBe(0);
  });

  it('on any other code shows the catalogue key as a failure and rejects', async () => {
    const { requester, errors, unauthorized } = await setup([on(login, () => refused('wrong_password'))]);
    await expect(requester.call('login', { phone: '01712345678', password: 'x' })).rejects.toMatchObject({
      key: 'wrong_password',
    });
    expect(errors).toEqual([['wrong_password', 'failure']]);
    expect(unauthorized()).toBe(0);
  });

  it('treats a non-2xx answer as a rejected request with its key', async () => {
    const { requester, errors } = await setup([
      on(smsSend, () => httpFailure(429, { code: 429, message: 'request_too_frequent' })),
    ]);
    await expect(requester.call('smsSend', { phone: '01712345678' })).rejects.toBeInstanceOf(TransportError);
    expect(errors).toEqual([['request_too_frequent', 'failure']]);
  });

  it('keeps quiet calls quiet', async () => {
    const { requester, errors } = await setup([
      on(openFund, () => httpFailure(500, { code: 500, message: 'server_error' })),
    ]);
    await expect(requester.call('openFund', {}, { quiet: true })).rejects.toBeInstanceOf(TransportError);
    expect(errors).toEqual([]);
  });

  it('learns the server clock from a stale-time rejection and retries once', async () => {
    const skewMs = 2 * 60 * 60 * 1000; // the device is two hours behind
    const { requester, server, errors } = await setup([on(openFund, () => ({ isOpen: false }))], {
      serverNow: () => TEST_NOW_MS + skewMs,
    });
    await expect(requester.call('openFund', {})).resolves.toEqual({ isOpen: false });
    expect(errors).toEqual([]);
    expect(server.seen).toHaveLength(1);
    expect(requester.clockOffsetMs).toBe(skewMs);
    // Later requests use the corrected time straight away.
    await requester.call('openFund', {});
    expect(server.seen).toHaveLength(2);
    expect(server.seen[1]?.stamp.t).toBe(TEST_NOW_MS + skewMs);
  });

  it('retries only once when the clock stays wrong', async () => {
    let serverClock = TEST_NOW_MS + 3_600_000;
    const { requester, errors } = await setup([on(openFund, () => ({ isOpen: true }))], {
      serverNow: () => {
        // A server whose clock jumps on every request can never be matched.
        serverClock += 3_600_000;
        return serverClock;
      },
    });
    await expect(requester.call('openFund', {})).rejects.toBeInstanceOf(TransportError);
    expect(errors).toEqual([['parameter_error', 'failure']]);
  });
});
