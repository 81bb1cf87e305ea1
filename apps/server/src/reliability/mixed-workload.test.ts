import path from 'node:path';
import { createAesGcmCodec, FUND_RECORD_TYPES } from '@cloudmine/api';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../test-support/engines.js';
import { TEST_ENVELOPE_KEY } from '../test-support/test-app.js';
import { expectLedgerIntact, transfersByType } from './invariants.js';
import { createScratchDatabase } from './scratch-database.js';
import { openSeeder } from './seeder.js';
import { startServer } from './server-process.js';
import { summary } from './summary.js';
import { runWorkload } from './workload.js';
import { seedWorld } from './world.js';

/** 100 clients (20 of them registering first) against the built server in its own process. */
describe.each(ENGINES)('mixed workload from 100 concurrent clients on %s', (engine) => {
  it(
    'leaves every wallet equal to its postings, nothing negative, nothing applied twice',
    { timeout: 180_000 },
    async () => {
      const database = await createScratchDatabase(engine);
      const seeder = await openSeeder(database.target);
      // Seeded before the server starts, so it reads the widened settings at once.
      const world = await seedWorld(seeder, 80);
      const server = await startServer({ name: engine, database: database.env }).catch(
        async (error: unknown) => {
          await seeder.close();
          throw error;
        },
      );
      try {
        const journal = await runWorkload(
          {
            codec: await createAesGcmCodec(TEST_ENVELOPE_KEY),
            world,
            targets: [() => server.url],
            outboxFile: path.join(database.dataDir, 'sms-outbox.jsonl'),
            registering: 20,
            actionsPerClient: 8,
            seed: 1,
          },
          100,
        );
        console.info(summary(`mixed workload on ${engine}`, journal));
        expect(journal.figures.serverErrors, server.output()).toEqual([]);
        expect(journal.figures.retryMismatches).toEqual([]);
        expect(journal.figures.creditedTwice).toEqual([]);
        expect(journal.figures.acknowledged).toBeGreaterThan(300);

        // Every money path of the workload actually moved money.
        const byType = await transfersByType(seeder.db);
        const exercised = [
          'recharge',
          'withdrawal',
          'withdrawal_rejected',
          'buy_mining_machine',
          'sell_mining_machine',
          'team_rebate',
          'balance_conversion',
          'red_packet',
          'balance_to_points',
          'points_to_balance',
          'points_spent_lottery',
          'checkin_points',
          'welcome_bonus',
        ] as const;
        expect(exercised.filter((name) => !byType[FUND_RECORD_TYPES[name]])).toEqual([]);

        await expectLedgerIntact(seeder.db, journal.acknowledged, database.env);
      } finally {
        await server.stop();
        await seeder.close();
        await database.drop();
      }
    },
  );
});
