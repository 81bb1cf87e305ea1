import { checkinDo, getUserInfo, runtimeInfo } from '@cloudmine/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test-support/engines.js';
import { newKey, refusal } from '../../test-support/refusal.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const TOKEN = 'metrics-token-for-the-test-0123';

/** The value of one sample line (`name{labels} value`), or 0 when the series has none yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.each(ENGINES)('GET /metrics on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      metrics: { allow: ['127.0.0.0/8', '::1', '10.20.0.0/16'], token: TOKEN },
    });
  });
  afterAll(() => t.close());

  const scrape = (options: { ip?: string; token?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });

  async function metricsText(): Promise<string> {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  it('answers an allowed network or the token, and no one else', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.20.3.4']) {
      const response = await scrape({ ip });
      expect({ ip, status: response.statusCode }).toEqual({ ip, status: 200 });
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    }
    expect((await scrape({ ip: '203.0.113.9', token: TOKEN })).statusCode).toBe(200);

    const refused = [
      await scrape({ ip: '203.0.113.9' }),
      await scrape({ ip: '10.21.0.1' }),
      await scrape({ ip: '203.0.113.9', token: `${TOKEN}x` }),
      await scrape({ ip: '203.0.113.9', token: 'short' }),
      // Through a proxy on this host the socket is loopback: the forwarding header proves nothing.
      await scrape({ ip: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } }),
      await scrape({ ip: '127.0.0.1', headers: { forwarded: 'for=127.0.0.1' } }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: 'parameter_error', data: null });
    }
  });

  it('counts and times each call under its route path', async () => {
    const series =
      'cloudmine_http_request_duration_seconds_count{method="GET",route="/api/public/runtime/info",status_code="200"}';
    const before = sample(await metricsText(), series);
    await t.client().call(runtimeInfo, {});
    await t.client().call(runtimeInfo, {});
    const text = await metricsText();
    expect(sample(text, series)).toBe(before + 2);
    const bucket =
      'cloudmine_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/public/runtime/info",status_code="200"}';
    expect(sample(text, bucket)).toBe(before + 2);
  });

  it('counts refusals by their catalogue key', async () => {
    const series = 'cloudmine_api_errors_total{route="/api/auth/user/info",key="token_invalid"}';
    const before = sample(await metricsText(), series);
    expect(await refusal(t.client({ token: 'A'.repeat(43) }).call(getUserInfo, {}))).toBe('token_invalid');
    expect(sample(await metricsText(), series)).toBe(before + 1);

    const unmatched = 'cloudmine_api_errors_total{route="unmatched",key="parameter_error"}';
    const unmatchedBefore = sample(await metricsText(), unmatched);
    await t.app.inject({ method: 'GET', url: '/no/such/path' });
    expect(sample(await metricsText(), unmatched)).toBe(unmatchedBefore + 1);
  });

  it('reports group commits, the pool and the event loop', async () => {
    const units = `cloudmine_group_commit_units_count{engine="sqlite"}`;
    const before = sample(await metricsText(), units);
    const member = await t.newMember();
    await member.client.call(checkinDo, { idempotencyKey: newKey() });
    const text = await metricsText();
    // The group commit of this engine's driver; PostgreSQL's pool instead.
    if (engine === 'sqlite') expect(sample(text, units)).toBeGreaterThan(before);
    else expect(sample(text, 'cloudmine_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('process_cpu_seconds_total');
  });
});
