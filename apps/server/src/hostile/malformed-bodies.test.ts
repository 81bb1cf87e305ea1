import { ALL_CALLS } from '@cloudmine/api/registry';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEngines } from '../test-support/test-app.js';
import { seedHostileWorld, tokenFor } from './hostile-world.js';
import { ledgerSnapshot } from './ledger-snapshot.js';
import { hostilePayload, requestSchema } from './payloads.js';
import { sendSealed } from './raw-request.js';
import { judge } from './safe-answer.js';

/** Cases per call: enough to hit every mutation kind, few enough for the test run's budget. */
const RUNS_PER_CALL = Number(process.env.HOSTILE_RUNS ?? 40);
/** Fixed, so a failure reproduces; fast-check prints the seed and path of a failing case. */
const SEED = Number(process.env.HOSTILE_SEED ?? 20261122);

describeOnEngines('hostile bodies', (t) => {
  let demoMemberId: number;

  beforeAll(async () => {
    ({ demoMemberId } = await seedHostileWorld(t));
  });

  it.each(ALL_CALLS.map((call) => [call.path, call] as const))(
    '%s answers every malformed body with a catalogue key and moves no money on a refusal',
    async (_path, call) => {
      const token = await tokenFor(t, call, demoMemberId);
      const payloads = hostilePayload(requestSchema(call));
      await fc.assert(
        fc.asyncProperty(payloads, async (payload) => {
          const before = await ledgerSnapshot(t.services.db);
          const verdict = judge(await sendSealed(t, call, payload, { token }));
          if (!verdict.ok) expect(await ledgerSnapshot(t.services.db)).toEqual(before);
        }),
        { numRuns: RUNS_PER_CALL, seed: SEED, endOnFailure: true },
      );
    },
  );
});
