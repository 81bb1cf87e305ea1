import { ALL_CALLS } from '@cloudmine/api/registry';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { createOperatorSession } from '../modules/admin/index.js';
import { describeOnEngines } from '../test-support/test-app.js';
import { BAD_TOKENS, otherKindToken, roleWithout } from './bad-tokens.js';
import { seedHostileWorld } from './hostile-world.js';
import { ledgerSnapshot } from './ledger-snapshot.js';
import { requestSchema, validish } from './payloads.js';
import { sendSealed } from './raw-request.js';
import { judge } from './safe-answer.js';

const AUTHENTICATED = ALL_CALLS.filter((call) => call.auth !== 'public');
const SEED = 20261122;

describeOnEngines('hostile tokens', (t) => {
  beforeAll(async () => {
    await seedHostileWorld(t);
  });

  it.each(AUTHENTICATED.map((call) => [call.path, call] as const))(
    '%s answers 403 to missing, dead, banned and other-kind tokens, and moves nothing',
    async (_path, call) => {
      // Well-shaped payloads, so only the token stands between the request and the handler.
      const payloads = fc.sample(validish(requestSchema(call)), { numRuns: 3, seed: SEED }) as Record<
        string,
        unknown
      >[];
      const tokens: Array<{ name: string; token: string | null }> = [];
      for (const bad of BAD_TOKENS) tokens.push({ name: bad.name, token: await bad.make(t) });
      tokens.push({ name: 'token of the other kind', token: await otherKindToken(t, call) });
      // Taken after the tokens are made: their factories post the test members' starting money.
      const before = await ledgerSnapshot(t.services.db);
      for (const { name, token } of tokens) {
        for (const payload of payloads) {
          const verdict = judge(await sendSealed(t, call, payload, { token }));
          expect({ name, ...verdict }).toEqual({
            name,
            ok: false,
            key: 'token_invalid',
            code: 403,
            status: 200,
          });
        }
      }
      expect(await ledgerSnapshot(t.services.db)).toEqual(before);
    },
  );

  /** Each test's operator needs a name of its own. */
  let operatorCount = 0;
  const guarded = ALL_CALLS.filter((call) => roleWithout(call) !== null);
  it.each(guarded.map((call) => [call.path, call] as const))(
    '%s answers permission_denied to a role without its permission',
    async (_path, call) => {
      const role = roleWithout(call);
      if (!role) throw new Error('unreachable: filtered above');
      const created = await t.services.operators.create(
        t.services.db,
        `hostile_${role}_${(operatorCount += 1)}`,
        role,
      );
      const session = await createOperatorSession(t.services.db, created.operator.id, t.clock.now(), 12);
      const [payload] = fc.sample(validish(requestSchema(call)), { numRuns: 1, seed: SEED }) as Record<
        string,
        unknown
      >[];
      const before = await ledgerSnapshot(t.services.db);
      const verdict = judge(await sendSealed(t, call, payload ?? {}, { token: session.token }));
      expect(verdict).toEqual({ ok: false, key: 'permission_denied', code: 400, status: 200 });
      expect(await ledgerSnapshot(t.services.db)).toEqual(before);
    },
  );
});
