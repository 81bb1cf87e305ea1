import { adminLogout, OPERATOR_ROLES, ROLE_PERMISSIONS, roleAllows, type CallDef } from '@cloudmine/api';
import { ADMIN_CALLS } from '@cloudmine/api/registry';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AUDIT_FIXTURES } from '../../test-support/audit-fixtures.js';

import { describeOnEngines } from '../../test-support/test-app.js';

const OPERATOR_CALLS = ADMIN_CALLS.filter((call) => call.auth === 'operator');
const AUDITED_CALLS = OPERATOR_CALLS.filter((call) => call.audit !== undefined);

/** Calls that only read, by the last segment of their path; every other operator call must be audited. */
const READ_NAMES = new Set([
  'list',
  'search',
  'detail',
  'postings',
  'orders',
  'me',
  'summary',
  'prizes',
  'trends',
]);

/** A role whose permissions lack `call`'s, if any (the owner holds every permission). */
function roleWithout(call: CallDef) {
  return OPERATOR_ROLES.find((role) => call.permission && !roleAllows(role, call.permission));
}

describe('the admin contract', () => {
  it('marks every state-changing operator call as audited; the rest are reads by name', () => {
    const unaudited = OPERATOR_CALLS.filter((call) => call.audit === undefined);
    // Logout only ends the caller's own session.
    const notReads = unaudited.filter(
      (call) => call !== adminLogout && !READ_NAMES.has(call.path.split('/').pop() ?? ''),
    );
    expect(notReads.map((call) => call.path)).toEqual([]);
    for (const call of AUDITED_CALLS) expect(call.permission, call.path).toBeDefined();
  });

  it('has one fixture for every audited call, and none for calls that are gone', () => {
    const fixtured = AUDIT_FIXTURES.map((fixture) => fixture.call.path);
    expect(new Set(fixtured).size).toBe(fixtured.length);
    expect(AUDITED_CALLS.map((call) => call.path).filter((path) => !fixtured.includes(path))).toEqual([]);
    expect(fixtured.filter((path) => !AUDITED_CALLS.some((call) => call.path === path))).toEqual([]);
    for (const fixture of AUDIT_FIXTURES)
      expect(fixture.call.audit, fixture.call.path).toContain(fixture.action);
  });

  it('offers no call that changes or removes audit entries', () => {
    expect(
      ADMIN_CALLS.filter((call) => call.path.startsWith('/api/admin/audit/')).map((c) => c.path),
    ).toEqual(['/api/admin/audit/list']);
  });

  it('leaves some permission out of every role but the owner, so the refusal checks bite', () => {
    for (const role of OPERATOR_ROLES.filter((r) => r !== 'owner')) {
      expect(ROLE_PERMISSIONS[role].length, role).toBeLessThan(ROLE_PERMISSIONS.owner.length);
    }
  });
});

describeOnEngines('every admin call', (t, engine) => {
  it('refuses visitors, members, and operators whose role lacks its permission', async () => {
    const member = await t.newMember();
    const tokens = Object.fromEntries(
      await Promise.all(
        OPERATOR_ROLES.map(async (role) => [role, (await t.newOperator(role)).token] as const),
      ),
    );
    // Logout is checked for visitors and members only: a success would end the session in use.
    for (const call of OPERATOR_CALLS) {
      for (const token of [null, member.token]) {
        expect((await t.client({ token }).raw(call, {})).body, call.path).toMatchObject({ code: 403 });
      }
      const role = roleWithout(call);
      if (!role) continue;
      expect((await t.client({ token: tokens[role] }).raw(call, {})).body, `${role} ${call.path}`).toEqual({
        code: 400,
        message: 'permission_denied',
        data: null,
      });
    }
  });

  it.each(AUDIT_FIXTURES.map((fixture) => [fixture.call.path, fixture] as const))(
    '%s writes exactly its audit entry',
    async (_path, fixture) => {
      const ownerToken = (await t.newOperator('owner')).token;
      const owner = t.client({ token: ownerToken });
      const payload = await fixture.payload({ t, owner, ownerToken });
      const last = await t.services.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      const { body } = await owner.raw(fixture.call, payload);
      expect(body, fixture.call.path).toMatchObject({ code: 200 });
      const written = await t.services.db
        .selectFrom('audit_log')
        .innerJoin('operators', 'operators.id', 'audit_log.operator_id')
        .select(['audit_log.action', 'operators.role'])
        .where('audit_log.id', '>', Number(last.id ?? 0))
        .execute();
      expect(written).toEqual([{ action: fixture.action, role: 'owner' }]);
    },
  );

  it('keeps the audit log append-only: no update, delete or truncate', async () => {
    await expect(sql`update audit_log set reason = 'rewritten'`.execute(t.services.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log`.execute(t.services.db)).rejects.toThrow(/append-only/);
    if (engine === 'postgres') {
      await expect(sql`truncate audit_log`.execute(t.services.db)).rejects.toThrow(/append-only/);
    }
    const { count } = await t.services.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThanOrEqual(AUDIT_FIXTURES.length);
  });
});
