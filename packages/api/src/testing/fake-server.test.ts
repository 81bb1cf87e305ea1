import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, TransportError } from '../client.js';
import { openFund } from '../contract/content.js';
import { smsSend } from '../contract/accounts.js';
import type { CallResponse } from '../contract/define.js';
import { fakeServer, held, httpFailure, on, refused, takeContractDrift, testCodec } from './index.js';

const NOW = Date.UTC(2026, 0, 15, 6);

async function clientOf(routes: Parameters<typeof fakeServer>[1]) {
  const codec = await testCodec();
  const server = fakeServer(codec, routes, { serverNow: () => NOW });
  return { server, client: createApiClient({ codec, transport: server.transport, now: () => NOW }) };
}

describe('the shared fake server', () => {
  afterEach(() => {
    takeContractDrift();
  });

  it('answers through the real envelope and keeps what it was sent', async () => {
    const { server, client } = await clientOf([
      on(openFund, { isOpen: true }),
      on(smsSend, (request) => ({ resendSeconds: request.payload.phone.length })),
    ]);
    await expect(client.call(openFund, {})).resolves.toEqual({ isOpen: true });
    await expect(client.call(smsSend, { phone: '01712345678', purpose: 'login' })).resolves.toEqual({
      resendSeconds: 11,
    });
    expect(server.calls(smsSend).map((request) => request.payload)).toEqual([
      { phone: '01712345678', purpose: 'login' },
    ]);
    expect(takeContractDrift()).toEqual([]);
  });

  it('refuses with a catalogue key, fails outside the envelope, and answers 404 to a call it lacks', async () => {
    const { client } = await clientOf([
      on(openFund, refused('maintenance', 503)),
      on(smsSend, () => httpFailure(502, 'bad gateway')),
    ]);
    await expect(client.call(openFund, {})).rejects.toMatchObject({ code: 503, key: 'maintenance' });
    await expect(client.call(smsSend, { phone: '01712345678', purpose: 'login' })).rejects.toBeInstanceOf(
      TransportError,
    );
    const { client: bare } = await clientOf([]);
    await expect(bare.call(openFund, {})).rejects.toMatchObject({ status: 404 });
  });

  it('answers a held call only once it is released', async () => {
    const fund = held(on(openFund, { isOpen: true }));
    const { server, client } = await clientOf([fund.route]);
    const answer = client.call(openFund, {});
    await vi.waitFor(() => expect(server.calls(openFund)).toHaveLength(1));
    // The route was reached; asked again, it leaves its answer waiting where a plain route answers
    // within a turn.
    const [request] = server.seen;
    if (!request) throw new Error('the request was not seen');
    let settled = false;
    void Promise.resolve(fund.route.answer(request)).then(() => {
      settled = true;
    });
    for (let turn = 0; turn < 3; turn += 1) await Promise.resolve();
    expect(settled).toBe(false);
    fund.release();
    await expect(answer).resolves.toEqual({ isOpen: true });
    expect(settled).toBe(true);
  });

  it('refuses a fixed answer the response schema refuses where it is written', () => {
    const drifted = { isOpen: 'yes' } as unknown as CallResponse<typeof openFund>;
    expect(() => on(openFund, drifted)).toThrow(
      /\/api\/public\/open\/fund answered what its response schema refuses/,
    );
  });

  it('keeps the drift of a computed answer and of a request for the test setup to report', async () => {
    const { client } = await clientOf([
      on(openFund, () => ({ isOpen: 'yes' }) as unknown as CallResponse<typeof openFund>),
      on(smsSend, { resendSeconds: 60 }),
    ]);
    await expect(client.call(openFund, {})).rejects.toBeInstanceOf(TransportError);
    await expect(client.call(smsSend, { phone: 'not a phone', purpose: 'login' })).rejects.toMatchObject({
      code: 400,
      key: 'parameter_error',
    });
    const drift = takeContractDrift();
    expect(drift).toHaveLength(2);
    expect(drift[0]).toMatch(/^\/api\/public\/open\/fund answered what its response schema refuses/);
    expect(drift[1]).toMatch(/^\/api\/public\/sms\/send was sent what its request schema refuses/);
  });
});
