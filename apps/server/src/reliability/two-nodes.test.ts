import path from 'node:path';
import {
  createAesGcmCodec,
  getUserInfo,
  login,
  smsSend,
  type ApiClient,
  type EnvelopeCodec,
  type TransportRequest,
} from '@cloudmine/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineKind } from '../platform/db/database.js';
import { ENGINES } from '../test-support/engines.js';
import { createMember } from '../test-support/factories.js';
import { refusal } from '../test-support/refusal.js';
import { runJob } from '../test-support/earning.js';
import { TEST_ENVELOPE_KEY } from '../test-support/test-app.js';
import { httpClient, resend, type Target } from './http-client.js';
import { expectLedgerIntact } from './invariants.js';
import { pause } from './journal.js';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.js';
import { openSeeder, type Seeder } from './seeder.js';
import { startServer, type ServerProcess } from './server-process.js';
import { settlementOf, startOrdersInThePast } from './settlement-check.js';
import { summary } from './summary.js';
import { runWorkload } from './workload.js';
import { randomPhone, seedWorld, type World } from './world.js';

const SMS_PER_IP_PER_HOUR = 6;
const LOGIN_MAX_FAILURES = 5;

/** Several nodes share rate limits and replay nonces through Redis: required with PostgreSQL. */
function redisFor(engine: EngineKind): string | undefined {
  if (engine === 'sqlite') return undefined;
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set: two PostgreSQL nodes share Redis');
  return url;
}

/**
 * Two server processes on different ports sharing one database (and on PostgreSQL one Redis), both
 * running the scheduler, started at the same moment with days of mining income due.
 */
describe.each(ENGINES)('two app nodes sharing one %s database', (engine) => {
  let database: ScratchDatabase;
  let seeder: Seeder;
  let world: World;
  let codec: EnvelopeCodec;
  let nodes: ServerProcess[] = [];
  let pastOrders: number[];
  const targets: Target[] = [0, 1].map((index) => () => nodes[index]?.url ?? '');

  beforeAll(async () => {
    database = await createScratchDatabase(engine);
    seeder = await openSeeder(database.target);
    // On SQLite only the settlement runs (below), which needs the product and no members.
    world = await seedWorld(seeder, engine === 'postgres' ? 60 : 1);
    await seeder.services.settings.set(seeder.db, 'sms.max_per_ip_per_hour', SMS_PER_IP_PER_HOUR);
    await seeder.services.settings.set(seeder.db, 'login.max_failures', LOGIN_MAX_FAILURES);
    await seeder.services.settings.set(seeder.db, 'login.failure_delay_ms', 0);
    pastOrders = await startOrdersInThePast(database.target, world.productId, 30, 3);
    codec = await createAesGcmCodec(TEST_ENVELOPE_KEY);
    const redisUrl = redisFor(engine);
    // Both nodes run every job as they start; this process runs the settlement at the same time.
    const [a, b] = await Promise.all([
      startServer({ name: `${engine}-a`, database: database.env, ...(redisUrl ? { redisUrl } : {}) }),
      startServer({ name: `${engine}-b`, database: database.env, ...(redisUrl ? { redisUrl } : {}) }),
      runJob(seeder.services, 'mining-income'),
    ]);
    nodes = [a, b];
  }, 120_000);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await seeder.close();
    await database.drop();
  });

  it('pays the mining income due once, though three runners settle it at the same moment', async () => {
    // Let the nodes' own start-up runs finish whatever they are still doing.
    await pause(2_000);
    await runJob(seeder.services, 'mining-income');
    const paid = await settlementOf(seeder.db, pastOrders);
    expect(paid).toHaveLength(pastOrders.length);
    const days = paid[0]?.daysPaid ?? 0;
    expect(days).toBeGreaterThanOrEqual(2);
    for (const order of paid) {
      expect(order).toEqual({
        ...order,
        daysPaid: days,
        payouts: days,
        incomeTransfers: days,
        incomePaidMinor: days * order.dailyIncomeMinor,
      });
    }
  });

  // Several nodes need PostgreSQL (DESIGN §2): two processes writing one SQLite file answer some
  // requests "database is locked" (docs/testing.md, Reliability). On SQLite only the settlement,
  // which several processes (a node, a CLI, a restarted node) may run, is checked above.
  if (engine === 'postgres') {
    it(
      'keeps every invariant under the mixed workload split across both nodes',
      { timeout: 180_000 },
      async () => {
        const journal = await runWorkload(
          {
            codec,
            world,
            targets,
            outboxFile: path.join(database.dataDir, 'sms-outbox.jsonl'),
            registering: 20,
            actionsPerClient: 6,
            seed: 3,
          },
          100,
        );
        console.info(summary(`two nodes on ${engine}`, journal));
        expect(journal.figures.serverErrors, nodes.map((node) => node.output()).join('\n')).toEqual([]);
        expect(journal.figures.retryMismatches).toEqual([]);
        expect(journal.figures.creditedTwice).toEqual([]);
        await expectLedgerIntact(seeder.db, journal.acknowledged, database.env);
      },
    );

    const clientOn = (
      node: number,
      ip: string,
      token: string | null = null,
      onSend?: (r: TransportRequest) => void,
    ): ApiClient =>
      httpClient({
        codec,
        target: targets[node] as Target,
        ip,
        token: () => token,
        ...(onSend ? { onSend } : {}),
      });
    const someIp = () => `172.16.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

    it('counts the SMS limits across nodes: per phone and per IP', async () => {
      const phone = randomPhone();
      const ip = someIp();
      await clientOn(0, ip).call(smsSend, { phone, purpose: 'register' });
      expect(await refusal(clientOn(1, ip).call(smsSend, { phone, purpose: 'register' }))).toBe(
        'sms_too_frequent',
      );

      // The same address asks for codes for other phones, alternating nodes: one hourly budget in all.
      // The first code above used one of the budget already, so the rest of it is granted and the
      // requests after it are refused.
      const codeForNewPhone = (i: number) =>
        clientOn(i % 2, ip).call(smsSend, { phone: randomPhone(), purpose: 'register' });
      for (let i = 0; i < SMS_PER_IP_PER_HOUR - 1; i += 1) await codeForNewPhone(i);
      const refused: string[] = [];
      for (let i = SMS_PER_IP_PER_HOUR - 1; i < SMS_PER_IP_PER_HOUR + 3; i += 1) {
        refused.push(await refusal(codeForNewPhone(i)));
      }
      expect(refused).toEqual([
        'request_too_frequent',
        'request_too_frequent',
        'request_too_frequent',
        'request_too_frequent',
      ]);
    });

    it('locks a phone and address after the wrong passwords sent to both nodes add up', async () => {
      const member = await createMember(seeder.services, { phone: randomPhone() });
      // The lock is per phone and address (a stranger elsewhere cannot lock the owner out): one
      // address guessing on both nodes adds up in Redis.
      const guesser = someIp();
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
        await refusal(
          clientOn(i % 2, guesser).call(login, { phone: member.phone, password: 'wrong-password' }),
        );
      }
      // Even the right password is refused now from that address, on either node.
      for (const node of [0, 1]) {
        const key = await refusal(
          clientOn(node, guesser).call(login, { phone: member.phone, password: member.password }),
        );
        expect(key).toBe('login_locked');
      }
    });

    it('refuses on node B an envelope node A already accepted', async () => {
      const member = world.members[0];
      if (!member) throw new Error('no member');
      let sent: TransportRequest | undefined;
      const ip = someIp();
      await clientOn(0, ip, member.token, (request) => (sent = request)).call(getUserInfo, {});
      if (!sent) throw new Error('nothing sent');
      expect(await resend(targets[1] as Target, sent)).toBe(400);
      expect(await resend(targets[0] as Target, sent)).toBe(400);
      // A fresh envelope is fine on B: the refusal was the replay, not the node.
      await expect(clientOn(1, ip, member.token).call(getUserInfo, {})).resolves.toMatchObject({
        id: member.id,
      });
    });
  }
});
