import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_ENVELOPE_KEY, DEV_METRICS_TOKEN, loadConfig } from './config.js';

const productionReady = {
  NODE_ENV: 'production',
  ENVELOPE_KEY: Buffer.alloc(32, 7).toString('base64'),
  PAYMENT_CALLBACK_SECRET: 'a-long-random-callback-secret',
  SMS_ADAPTER: 'http',
  SMS_HTTP_URL: 'https://sms.example.com/send',
  METRICS_TOKEN: 'a-long-random-metrics-token',
};

describe('configuration', () => {
  it('defaults to SQLite under DATA_DIR, development, with the demo seed', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/cm-config-test' });
    expect(config.database).toEqual({ kind: 'sqlite', file: '/tmp/cm-config-test/cloudmine.sqlite' });
    expect(config.nodeEnv).toBe('development');
    expect(config.demoSeed).toBe(true);
    expect(config.port).toBe(3000);
    expect(config.uploadsDir).toBe('/tmp/cm-config-test/uploads');
  });

  it('keeps uploads where UPLOADS_DIR says: the folder every node shares', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/cm-node-1', UPLOADS_DIR: '/mnt/shared/uploads' });
    expect(config.uploadsDir).toBe('/mnt/shared/uploads');
  });

  it('uses PostgreSQL and Redis when their URLs are set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://u@h/db' });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('refuses malformed values with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SMS_ADAPTER: 'pigeon' })).toThrow(/SMS_ADAPTER/);
  });

  it('reads the request limits, a minute per address and per token, as whole positive numbers', () => {
    expect(loadConfig({}).requestLimits).toEqual({ ipPerMinute: 1_200, tokenPerMinute: 600 });
    expect(
      loadConfig({ RATE_LIMIT_IP_PER_MINUTE: '5000', RATE_LIMIT_TOKEN_PER_MINUTE: '90' }).requestLimits,
    ).toEqual({ ipPerMinute: 5_000, tokenPerMinute: 90 });
    for (const bad of ['0', '-1', '1.5', 'many']) {
      expect(() => loadConfig({ RATE_LIMIT_IP_PER_MINUTE: bad })).toThrow(/RATE_LIMIT_IP_PER_MINUTE/);
      expect(() => loadConfig({ RATE_LIMIT_TOKEN_PER_MINUTE: bad })).toThrow(/RATE_LIMIT_TOKEN_PER_MINUTE/);
    }
  });

  it('reads who may scrape the metrics, loopback by default, and refuses what is not a CIDR block', () => {
    expect(loadConfig({}).metrics).toEqual({ allow: ['127.0.0.0/8', '::1/128'], token: DEV_METRICS_TOKEN });
    expect(
      loadConfig({ METRICS_ALLOW: '10.0.0.0/8, fd00::/8,192.0.2.7', METRICS_TOKEN: '' }).metrics,
    ).toEqual({
      allow: ['10.0.0.0/8', 'fd00::/8', '192.0.2.7'],
      token: '',
    });
    for (const bad of ['10.0.0.0/33', 'example.com', '10.0.0.0/8/1', '::1/129', '10.0.0.0/x']) {
      expect(() => loadConfig({ METRICS_ALLOW: bad })).toThrow(/METRICS_ALLOW/);
    }
    // An empty token turns token access off, which production accepts.
    expect(loadConfig({ ...productionReady, METRICS_TOKEN: '' }).metrics.token).toBe('');
  });

  it('validates answers outside production unless told otherwise, and caches sessions for 2 s', () => {
    expect(loadConfig({}).responseValidation).toBe(true);
    expect(loadConfig(productionReady).responseValidation).toBe(false);
    expect(loadConfig({ RESPONSE_VALIDATION: 'false' }).responseValidation).toBe(false);
    expect(loadConfig({ ...productionReady, RESPONSE_VALIDATION: 'true' }).responseValidation).toBe(true);
    expect(loadConfig({}).sessionCacheMs).toBe(2_000);
    expect(loadConfig({ SESSION_CACHE_MS: '0' }).sessionCacheMs).toBe(0);
    expect(() => loadConfig({ SESSION_CACHE_MS: '60000' })).toThrow(/SESSION_CACHE_MS/);
  });

  it('starts in production only without development defaults', () => {
    expect(loadConfig(productionReady).nodeEnv).toBe('production');
    const refusals: Array<[Record<string, string>, RegExp]> = [
      [{ ENVELOPE_KEY: DEV_ENVELOPE_KEY }, /ENVELOPE_KEY/],
      [{ ENVELOPE_DISABLED: 'true' }, /ENVELOPE_DISABLED/],
      [{ PAYMENT_CALLBACK_SECRET: '' }, /PAYMENT_CALLBACK_SECRET/],
      [{ SMS_ADAPTER: 'console' }, /SMS_ADAPTER/],
      [{ DEMO_SEED: 'true' }, /DEMO_SEED/],
      [{ METRICS_TOKEN: DEV_METRICS_TOKEN }, /METRICS_TOKEN/],
      [{ METRICS_TOKEN: 'too-short' }, /METRICS_TOKEN/],
    ];
    for (const [override, message] of refusals) {
      const attempt = () => loadConfig({ ...productionReady, ...override });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(message);
    }
  });
});
