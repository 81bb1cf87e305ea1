import {
  ENVELOPE_HEADER,
  createAesGcmCodec,
  bytesToBase64,
  login,
  runtimeInfo,
  type CallDef,
} from '@cloudmine/api';
import { ALL_CALLS } from '@cloudmine/api/registry';
import { expect, it } from 'vitest';

import { describeOnEngines } from '../../test-support/test-app.js';

describeOnEngines('the envelope', (t) => {
  async function sealed(stamp: { t: number; r: string }, payload: object = {}) {
    return {
      header: await t.codec.seal(stamp),
      body: await t.codec.seal({ ...stamp, ...payload }),
    };
  }

  function post(url: string, header: string | undefined, body: string, contentType = 'text/plain') {
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': contentType,
        ...(header === undefined ? {} : { [ENVELOPE_HEADER]: header }),
      },
      payload: body,
    });
  }

  const noticePath = '/api/public/notice/list';

  it('answers a sealed body that decrypts to { code, message, data }', async () => {
    const now = t.clock.now().getTime();
    const { header, body } = await sealed({ t: now, r: 'nonce-answer-1' });
    const response = await post(noticePath, header, body);
    expect(response.statusCode).toBe(200);
    expect(() => JSON.parse(response.body) as unknown).toThrow();
    expect(await t.codec.open(response.body)).toMatchObject({
      code: 200,
      message: 'ok',
      data: { items: [] },
    });
  });

  it('rejects a missing, undecryptable or foreign envelope with 400 and a catalogue key', async () => {
    const now = t.clock.now().getTime();
    const { header, body } = await sealed({ t: now, r: 'nonce-bad-0001' });
    const foreign = await createAesGcmCodec(bytesToBase64(new Uint8Array(32).fill(9)));
    const cases = [
      await post(noticePath, undefined, body),
      await post(noticePath, 'not-an-envelope', body),
      await post(noticePath, await foreign.seal({ t: now, r: 'nonce-bad-0002' }), body),
      await post(noticePath, header, 'garbage'),
      await post(noticePath, header, JSON.stringify({ t: now, r: 'nonce-bad-0001' }), 'application/json'),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ code: 400, message: 'parameter_error', data: null });
    }
  });

  it('rejects a stale timestamp and tells the client the server time', async () => {
    const staleAt = t.clock.now().getTime() - 6 * 60_000;
    const { header, body } = await sealed({ t: staleAt, r: 'nonce-stale-01' });
    const response = await post(noticePath, header, body);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      message: 'parameter_error',
      serverTime: t.clock.now().getTime(),
    });
    const future = await sealed({ t: t.clock.now().getTime() + 6 * 60_000, r: 'nonce-future-1' });
    expect((await post(noticePath, future.header, future.body)).statusCode).toBe(400);
  });

  it('rejects a replayed (t, r), and a body moved under another header', async () => {
    const now = t.clock.now().getTime();
    const first = await sealed({ t: now, r: 'nonce-replay-1' });
    expect((await post(noticePath, first.header, first.body)).statusCode).toBe(200);
    expect((await post(noticePath, first.header, first.body)).statusCode).toBe(400);

    const other = await sealed({ t: now, r: 'nonce-replay-2' });
    const moved = await post(noticePath, other.header, first.body);
    expect(moved.statusCode).toBe(400);
  });

  it('checks GET calls by their header alone', async () => {
    const header = await t.codec.seal({ t: t.clock.now().getTime(), r: 'nonce-get-0001' });
    const response = await t.app.inject({
      method: 'GET',
      url: runtimeInfo.path,
      headers: { [ENVELOPE_HEADER]: header },
    });
    expect(await t.codec.open(response.body)).toMatchObject({ code: 200, data: { appVersion: '1.0.16' } });
    const replay = await t.app.inject({
      method: 'GET',
      url: runtimeInfo.path,
      headers: { [ENVELOPE_HEADER]: header },
    });
    expect(replay.statusCode).toBe(400);
  });

  it('answers 403 on every member call without a valid token, whatever the payload', async () => {
    const member = await t.newMember();
    const memberCalls = ALL_CALLS.filter((call) => call.auth === 'member');
    expect(memberCalls.length).toBeGreaterThan(3);
    for (const token of [null, 'not-a-token', 'A'.repeat(43)]) {
      for (const call of memberCalls) {
        const { status, body } = await t.client({ token }).raw(call, {});
        expect(status, call.path).toBe(200);
        expect(body, call.path).toEqual({ code: 403, message: 'token_invalid', data: null });
      }
    }
    // The same calls with the member's token get past authentication.
    const { body } = await t.client({ token: member.token }).raw(memberCalls[0] as CallDef, {});
    expect((body as { code: number }).code).not.toBe(403);
  });

  it('maps invalid payloads to catalogue keys, never to a 500', async () => {
    const client = t.client();
    expect((await client.raw(login, { phone: '01712345678' })).body).toEqual({
      code: 400,
      message: 'missing_parameters',
      data: null,
    });
    expect((await client.raw(login, { phone: 1234, password: ['x'] })).body).toMatchObject({
      message: 'parameter_error',
    });
    expect(
      (await client.raw(login, { phone: '01712345678', password: 'x'.repeat(10_000) })).body,
    ).toMatchObject({
      message: 'parameter_error',
    });
  });

  it('answers unknown routes with a plain 404, and serves health and OpenAPI', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/nope' });
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ message: 'parameter_error' });
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(JSON.parse(health.body)).toEqual({ status: 'ok', version: '1.0.16' });
    const docs = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/docs' })).body) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(docs.openapi).toMatch(/^3\./);
    for (const call of ALL_CALLS) expect(Object.keys(docs.paths), call.path).toContain(call.path);
  });
});
