import path from 'node:path';
import { createAesGcmCodec } from '@cloudmine/api';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../test-support/engines.js';
import { TEST_ENVELOPE_KEY } from '../test-support/test-app.js';
import { crashSchedule } from './crash-schedule.js';
import { expectLedgerIntact } from './invariants.js';
import { createScratchDatabase } from './scratch-database.js';
import { openSeeder } from './seeder.js';
import { startServer } from './server-process.js';
import { summary } from './summary.js';
import { runWorkload } from './workload.js';
import { seedWorld } from './world.js';

/**
 * The mixed workload while the server process is killed with SIGKILL twice and started again on
 * the same data. Clients resend what got no answer (same idempotency key), as the web app does.
 */
describe.each(ENGINES)('SIGKILL under load on %s', (engine) => {
  it('keeps every acknowledged success and every invariant', { timeout: 240_000 }, async () => {
    const database = await createScratchDatabase(engine);
    const seeder = await openSeeder(database.target);
    const world = await seedWorld(seeder, 80);
    const start = () => startServer({ name: engine, database: database.env });
    const crashes = crashSchedule(await start(), [150, 450], start);
    try {
      const journal = await runWorkload(
        {
          codec: await createAesGcmCodec(TEST_ENVELOPE_KEY),
          world,
          targets: [() => crashes.current().url],
          outboxFile: path.join(database.dataDir, 'sms-outbox.jsonl'),
          registering: 20,
          actionsPerClient: 8,
          seed: 2,
          onProgress: (progress) => crashes.onProgress(progress),
        },
        100,
      );
      const killedAt = await crashes.settle();
      console.info(
        `${summary(`SIGKILL under load on ${engine}`, journal)}; killed at ${killedAt.join(', ')} acknowledged`,
      );
      expect(killedAt).toHaveLength(2);
      expect(journal.figures.acknowledged).toBeGreaterThan(Math.max(...killedAt) + 100);
      expect(journal.figures.resent).toBeGreaterThan(0);
      expect(journal.figures.serverErrors, crashes.current().output()).toEqual([]);
      expect(journal.figures.retryMismatches).toEqual([]);
      expect(journal.figures.creditedTwice).toEqual([]);

      await expectLedgerIntact(seeder.db, journal.acknowledged, database.env);
    } finally {
      await crashes.settle().catch(() => undefined);
      await crashes.current().stop();
      await seeder.close();
      await database.drop();
    }
  });
});
