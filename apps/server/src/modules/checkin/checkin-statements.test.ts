import { expect, it } from 'vitest';
import { countStatements } from '../../platform/db/statement-counter.js';
import { newKey } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import { createCheckinService } from './checkin-service.js';

/**
 * A check-in is a chain of statements on its group line's one connection (PostgreSQL), so each one
 * costs a round trip: bench/README.md. This keeps the count from growing back.
 */
// Was 8 on both: the posting was three statements on PostgreSQL, and the points were read back.
// Then 7/5: yesterday's check-in was read before the insert, which now reads it itself.
const MOST_STATEMENTS = { sqlite: 6, postgres: 4 };

describeOnEngines('the statements of a check-in', (t, engine) => {
  it(`takes at most ${MOST_STATEMENTS[engine]} statements`, async () => {
    t.clock.set('2026-03-10T04:00:00.000Z');
    const member = await t.newMember();
    const counted = countStatements(t.services.db);
    const checkin = createCheckinService({
      db: counted.db,
      clock: t.clock,
      ledger: t.services.ledger,
      settings: t.services.settings,
    });
    const done = await checkin.checkIn(member.id, newKey());
    expect(done).toMatchObject({ points: 10, pointsBalance: 10 });
    expect(counted.statements.length, counted.statements.join('\n')).toBeLessThanOrEqual(
      MOST_STATEMENTS[engine],
    );
  });
});
