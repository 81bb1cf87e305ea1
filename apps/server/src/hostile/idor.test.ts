import { MEMBER_CALLS } from '@cloudmine/api/registry';
import { beforeAll, describe, expect, it } from 'vitest';

import { describeOnEngines } from '../test-support/test-app.js';
import { seedHostileWorld } from './hostile-world.js';
import { IDOR_TABLE, memberIdFields, type IdorWorld, type OwnedCase } from './idor-table.js';
import { ledgerSnapshot } from './ledger-snapshot.js';
import { sendSealed } from './raw-request.js';
import { judge } from './safe-answer.js';

describe('the IDOR table', () => {
  it('has a row for every id-taking field of every member call, and no stale row', () => {
    expect(Object.keys(IDOR_TABLE).sort()).toEqual(memberIdFields());
  });
});

const UNKNOWN_ID = 2_147_483_647;

const OWNED = Object.entries(IDOR_TABLE).filter(
  (entry): entry is [string, OwnedCase] => entry[1].owner === 'member',
);

describeOnEngines('IDOR', (t) => {
  let world: IdorWorld;
  let attackerToken: string;

  beforeAll(async () => {
    const { demoMemberId } = await seedHostileWorld(t);
    world = { db: t.services.db, victimId: demoMemberId, now: t.clock.now() };
    // Rich and outside the victim's team, so only ownership can stand in the way.
    attackerToken = (await t.newMember({ balanceMinor: 10_000_000, points: 100_000 })).token;
  });

  it.each(OWNED)("%s with another member's object is refused and changes nothing", async (field, row) => {
    const path = field.split(' ')[0];
    const call = MEMBER_CALLS.find((candidate) => candidate.path === path);
    if (!call) throw new Error(`no member call ${path}`);
    const objectId = await row.victimObject(world);
    const stateBefore = await row.state(world, objectId);
    const ledgerBefore = await ledgerSnapshot(t.services.db);

    const verdict = judge(
      await sendSealed(t, call, await row.payload(objectId, world), { token: attackerToken }),
    );

    if (row.expected === 'ignored') expect(verdict.ok).toBe(true);
    else expect(verdict).toEqual({ ok: false, key: row.expected, code: 400, status: 200 });
    expect(await row.state(world, objectId)).toEqual(stateBefore);
    expect(await ledgerSnapshot(t.services.db)).toEqual(ledgerBefore);

    // Naming no object at all answers the same, so probing ids learns nothing.
    const unknown = judge(
      await sendSealed(t, call, await row.payload(UNKNOWN_ID, world), { token: attackerToken }),
    );
    if (!row.revealsExistence) expect(unknown).toEqual(verdict);
  });
});
