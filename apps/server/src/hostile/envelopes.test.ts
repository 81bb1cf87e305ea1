import { checkinDo } from '@cloudmine/api';
import { ALL_CALLS } from '@cloudmine/api/registry';
import { beforeAll, expect, it } from 'vitest';

import { describeOnEngines } from '../test-support/test-app.js';
import { ENVELOPE_ATTACKS } from './envelope-attacks.js';
import { seedHostileWorld, tokenFor } from './hostile-world.js';
import { ledgerSnapshot } from './ledger-snapshot.js';
import { sealedRequest, sendRaw } from './raw-request.js';
import { judge } from './safe-answer.js';

/** How the transport answers a request it will not hand to any handler. */
const REFUSED_AT_TRANSPORT = { ok: false, key: 'parameter_error', code: 400, status: 400 };

describeOnEngines('hostile envelopes', (t) => {
  let demoMemberId: number;

  beforeAll(async () => {
    ({ demoMemberId } = await seedHostileWorld(t));
  });

  it.each(ALL_CALLS.map((call) => [call.path, call] as const))(
    '%s refuses every broken envelope and a replay at the transport, moving nothing',
    async (_path, call) => {
      const token = await tokenFor(t, call, demoMemberId);
      const before = await ledgerSnapshot(t.services.db);
      for (const attack of ENVELOPE_ATTACKS) {
        if (attack.postOnly && call.method !== 'POST') continue;
        const verdict = judge(await sendRaw(t, await attack.build(t, call, token)));
        expect({ attack: attack.name, ...verdict }).toEqual({ attack: attack.name, ...REFUSED_AT_TRANSPORT });
      }
      expect(await ledgerSnapshot(t.services.db)).toEqual(before);

      // The same sealed request twice: whatever the first answer, the second never reaches the handler.
      const request = await sealedRequest(t, call, {}, { token });
      judge(await sendRaw(t, request));
      const afterFirst = await ledgerSnapshot(t.services.db);
      expect(judge(await sendRaw(t, request))).toEqual(REFUSED_AT_TRANSPORT);
      expect(await ledgerSnapshot(t.services.db)).toEqual(afterFirst);
    },
  );
});

describeOnEngines('a replayed money request', (t) => {
  it('moves money once: the captured request sent again is refused at the transport', async () => {
    const member = await t.newMember();
    const request = await sealedRequest(
      t,
      checkinDo,
      { idempotencyKey: 'replayed-checkin-1' },
      { token: member.token },
    );
    const before = await ledgerSnapshot(t.services.db);
    expect(judge(await sendRaw(t, request)).ok).toBe(true);
    const afterFirst = await ledgerSnapshot(t.services.db);
    expect(afterFirst.entries).toBeGreaterThan(before.entries);
    for (let i = 0; i < 3; i += 1) {
      expect(judge(await sendRaw(t, request))).toEqual(REFUSED_AT_TRANSPORT);
    }
    expect(await ledgerSnapshot(t.services.db)).toEqual(afterFirst);
  });
});
