import { randomBytes } from 'node:crypto';
import { adminMe, getUserInfo, runtimeInfo, smsSend, TransportError } from '@cloudmine/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedRequest, sendRaw } from '../../hostile/raw-request.js';
import { ENGINES } from '../../test-support/engines.js';
import { nextPhone } from '../../test-support/factories.js';
import { createTestApp, type TestApp, suiteApp } from '../../test-support/test-app.js';
import { addressKey, type RequestLimits } from './request-limit.js';

const LIMITS: RequestLimits = { ipPerMinute: 5, tokenPerMinute: 3 };
const REDIS = Boolean(process.env.TEST_REDIS_URL);
/** Memory on one node; Redis (with TEST_REDIS_URL) as several nodes count. */
const BACKENDS = REDIS ? (['memory', 'redis'] as const) : (['memory'] as const);

/** Each call is counted once, so a test's requests from `ip` are exactly the ones it makes. */
async function statusOf(t: TestApp, ip: string, options: { token?: string } = {}): Promise<number> {
  const request = await sealedRequest(t, runtimeInfo, {}, { ip, token: options.token ?? null });
  return (await sendRaw(t, request)).status;
}

describe('the address a request is counted under', () => {
  it('is an IPv4 address as it is, also when mapped into IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const block = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:0db8:0001:0002:0000:0000:0000:0009',
      '2001:DB8:1:2::ff',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(addressKey(ip), ip).toBe(block);
    }
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(block);
  });
});

describe.each(ENGINES)('the request limit on %s', (engine) => {
  describe.each(BACKENDS)('counted in %s', (backend) => {
    const t = suiteApp(engine, { redis: backend === 'redis', requestLimits: LIMITS });

    it('answers 429 to one address over its limit, before any work, and not to another', async () => {
      const statuses = [];
      for (let i = 0; i < LIMITS.ipPerMinute; i += 1) statuses.push(await statusOf(t, '10.60.0.1'));
      expect(statuses).toEqual(Array<number>(LIMITS.ipPerMinute).fill(200));

      // Over the limit an SMS send is refused before the envelope is even opened: nothing is sent.
      const phone = nextPhone();
      const refused = await sendRaw(t, await sealedRequest(t, smsSend, { phone }, { ip: '10.60.0.1' }));
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.text)).toEqual({ code: 429, message: 'request_too_frequent', data: null });
      expect(t.outbox.sent.filter((message) => message.phone === phone)).toHaveLength(0);

      // The typed client turns it into the rejected request the apps toast.
      await expect(t.client({ ip: '10.60.0.1' }).call(runtimeInfo, {})).rejects.toMatchObject({
        constructor: TransportError,
        status: 429,
        key: 'request_too_frequent',
      });
      expect(await statusOf(t, '10.60.0.2')).toBe(200);
    });

    it('counts an IPv6 subscriber by its /64', async () => {
      for (let i = 1; i <= LIMITS.ipPerMinute; i += 1)
        expect(await statusOf(t, `2001:db8:60::${i}`)).toBe(200);
      expect(await statusOf(t, '2001:db8:60::ffff')).toBe(429);
      expect(await statusOf(t, '2001:db8:61::1')).toBe(200);
    });

    it('limits one member token across addresses, and leaves other tokens alone', async () => {
      const member = await t.newMember();
      const other = await t.newMember();
      for (let i = 1; i <= LIMITS.tokenPerMinute; i += 1) {
        await t.client({ token: member.token, ip: `10.61.0.${i}` }).call(getUserInfo, {});
      }
      await expect(
        t.client({ token: member.token, ip: '10.61.1.1' }).call(getUserInfo, {}),
      ).rejects.toMatchObject({ status: 429, key: 'request_too_frequent' });
      // The same address still serves another member and visitors.
      await t.client({ token: other.token, ip: '10.61.1.1' }).call(getUserInfo, {});
      expect(await statusOf(t, '10.61.1.1')).toBe(200);
    });

    it('limits an operator token the same way', async () => {
      const operator = await t.newOperator();
      for (let i = 1; i <= LIMITS.tokenPerMinute; i += 1) {
        await t.client({ token: operator.token, ip: `10.62.0.${i}` }).call(adminMe, {});
      }
      await expect(
        t.client({ token: operator.token, ip: '10.62.1.1' }).call(adminMe, {}),
      ).rejects.toMatchObject({
        status: 429,
        key: 'request_too_frequent',
      });
    });

    it('does not count the health check, which a load balancer asks from one address', async () => {
      for (let i = 0; i < LIMITS.ipPerMinute * 2; i += 1) {
        const health = await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.63.0.1' });
        expect(health.statusCode).toBe(200);
      }
      expect(await statusOf(t, '10.63.0.1')).toBe(200);
    });

    // Redis expires its windows on its own clock, which a test cannot move.
    if (backend === 'memory') {
      it('opens again when the minute is over', async () => {
        for (let i = 0; i < LIMITS.ipPerMinute; i += 1) await statusOf(t, '10.64.0.1');
        expect(await statusOf(t, '10.64.0.1')).toBe(429);
        t.clock.advance(60_000);
        expect(await statusOf(t, '10.64.0.1')).toBe(200);
      });
    }
  });
});

describe.each(REDIS ? ENGINES : [])('two nodes sharing Redis on %s', (engine) => {
  let nodes: TestApp[] = [];
  beforeAll(async () => {
    const redisPrefix = `test:${randomBytes(6).toString('hex')}:`;
    nodes = [
      await createTestApp(engine, { redis: true, redisPrefix, requestLimits: LIMITS }),
      await createTestApp(engine, { redis: true, redisPrefix, requestLimits: LIMITS }),
    ];
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
  });

  it('share one count per address', async () => {
    const [a, b] = nodes;
    if (!a || !b) throw new Error('two nodes expected');
    const statuses = [];
    for (let i = 0; i < LIMITS.ipPerMinute + 1; i += 1) {
      statuses.push(await statusOf(i % 2 === 0 ? a : b, '10.65.0.1'));
    }
    expect(statuses).toEqual([...Array<number>(LIMITS.ipPerMinute).fill(200), 429]);
    expect(await statusOf(a, '10.65.0.2')).toBe(200);
  });
});
