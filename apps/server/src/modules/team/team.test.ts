import { performance } from 'node:perf_hooks';
import {
  toMinor,
  activeCount,
  FUND_RECORD_TYPES,
  register,
  smsSend,
  teamCount,
  teamIncome,
  teamMembers,
  memoText,
} from '@cloudmine/api';
import { CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../ledger/reconcile.js';
import { createSession } from '../accounts/index.js';
import { inTransaction, type Executor } from '../../platform/db/transaction.js';
import { memberRow, nextPhone, type TestMember } from '../../test-support/factories.js';
import {
  activateInBulk,
  generateTeam,
  rechargeInBulk,
  type GeneratedMember,
} from '../../test-support/team-generator.js';
import { refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import { countLevelQuery, listLevelQuery } from './team-repository.js';

/** The plan the engine chooses for a query, as one text. */
async function planOf(db: Executor, engine: string, query: { compile(): CompiledQuery }): Promise<string> {
  const compiled = query.compile();
  const prefix = engine === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
  const result = await db.executeQuery(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
  return result.rows.map((row) => Object.values(row as Record<string, unknown>).join(' ')).join('\n');
}

/** Query plans are printed with SHOW_PLANS=1; the timings always. */
function plansText(plans: string[]): string {
  return process.env.SHOW_PLANS ? `\n${plans.join('\n')}` : '';
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}

describeOnEngines('team', (t, engine) => {
  async function rebate(memberId: number, amount: number, memo: string) {
    await inTransaction(t.services.db, (trx) =>
      t.services.ledger.post(trx, {
        memberId,
        wallet: 'team_balance',
        amount: toMinor(amount),
        type: FUND_RECORD_TYPES.team_rebate,
        counterAccount: 'rebates',
        reference: { kind: 'test_rebate', id: memberId },
        memo,
      }),
    );
  }

  async function recharge(memberId: number, amount = 50_00) {
    await inTransaction(t.services.db, (trx) =>
      t.services.ledger.post(trx, {
        memberId,
        wallet: 'balance',
        amount: toMinor(amount),
        type: FUND_RECORD_TYPES.recharge,
        counterAccount: 'recharge_clearing',
        reference: { kind: 'test_recharge', id: memberId },
      }),
    );
  }

  describe('on a generated three-level team of a few thousand members', () => {
    let root: TestMember;
    let team: GeneratedMember[];
    let recharged: Set<number>;
    let activated: Set<number>;
    const SHAPE: [number, number, number] = [20, 10, 15]; // 20 + 200 + 3000 members
    const SIBLING_TEAMS = 4;

    beforeAll(async () => {
      const upline = await t.newMember();
      root = await t.newMember({ inviter: await memberRow(t.services, upline.id) });
      const rootRow = await memberRow(t.services, root.id);
      team = await generateTeam(t.services, rootRow, SHAPE);
      // Teams of the same size beside it, under the root's own inviter, so the root's team is a
      // minority of the table as in production: never counted for the root.
      const others: GeneratedMember[] = [];
      for (let i = 0; i < SIBLING_TEAMS; i += 1) {
        const sibling = await t.newMember({ inviter: await memberRow(t.services, upline.id) });
        others.push(...(await generateTeam(t.services, await memberRow(t.services, sibling.id), SHAPE)));
      }
      recharged = new Set(team.filter((_, i) => i % 3 === 0).map((m) => m.id));
      activated = new Set(team.filter((_, i) => i % 4 === 0).map((m) => m.id));
      await rechargeInBulk(t.services, [
        ...recharged,
        ...others.filter((_, i) => i % 3 === 1).map((m) => m.id),
      ]);
      await activateInBulk(t.services, [
        ...activated,
        ...others.filter((_, i) => i % 4 === 1).map((m) => m.id),
      ]);
      if (engine === 'postgres') {
        for (const table of ['members', 'ledger_entries', 'member_activations']) {
          await t.services.db.executeQuery(CompiledQuery.raw(`analyze ${table}`));
        }
      }
    }, 120_000);

    function expected(level: 1 | 2 | 3) {
      const members = team.filter((m) => m.level === level);
      return {
        level,
        members: members.length,
        recharged: members.filter((m) => recharged.has(m.id)).length,
        activated: members.filter((m) => activated.has(m.id)).length,
      };
    }

    it('counts members, recharged and activated per level from indexed queries', async () => {
      const client = t.client({ token: root.token });
      await client.call(teamCount, {}); // warm the connection and statement caches
      const { result, ms } = await timed(() => client.call(teamCount, {}));
      expect(result.levels).toEqual([expected(1), expected(2), expected(3)]);
      expect(result.total.members).toBe(3220);
      expect(result.total.recharged).toBe(recharged.size);
      expect(result.total.activated).toBe(activated.size);

      const active = await timed(() => client.call(activeCount, {}));
      expect(active.result.levels).toEqual(
        [1, 2, 3].map((level) => {
          const { members, activated: count } = expected(level as 1 | 2 | 3);
          return { level, members, activated: count };
        }),
      );
      expect(active.result.activated).toBe(activated.size);

      const plans: string[] = [];
      const timings: string[] = [
        `team/count ${ms.toFixed(1)} ms`,
        `user/active/count ${active.ms.toFixed(1)} ms`,
      ];
      for (const level of [1, 2, 3] as const) {
        const query = countLevelQuery(t.services.db, root.id, level);
        const { ms: queryMs } = await timed(() => query.execute());
        timings.push(`count level ${level}: ${queryMs.toFixed(1)} ms`);
        const plan = await planOf(t.services.db, engine, query);
        plans.push(`count level ${level}:\n${plan}`);
        const index = ['members_inviter', 'members_upline2', 'members_upline3'][level - 1] ?? '';
        if (engine === 'sqlite') {
          // The members of the level come from the upline index, each recharge from the ledger index,
          // each activation from the primary key: no table is scanned.
          expect(plan).toContain(index);
          expect(plan).toContain('ledger_entries_member_type');
          expect(plan).toContain('member_activations');
          expect(plan).not.toMatch(/SCAN (m|le|a)\b(?! USING)/);
        } else {
          // PostgreSQL's planner picks between the upline index and a bitmap over it by the share
          // of the table; either way the members come from an index, never a scan of the table.
          expect(plan).toContain(index);
          expect(plan).not.toMatch(/Seq Scan on members/);
        }
      }
      const population = await t.services.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      console.info(
        `[${engine}] 3,220-member team among ${Number(population.n)} members: ${timings.join('; ')}${plansText(plans)}`,
      );
      expect(ms).toBeLessThan(2_000);
    });

    it('lists each level newest first, paged by cursor, with masked phones and recharge status', async () => {
      const client = t.client({ token: root.token });
      const timings: string[] = [];
      const plans: string[] = [];
      for (const level of [1, 2, 3] as const) {
        const ids = team
          .filter((m) => m.level === level)
          .map((m) => m.id)
          .sort((a, b) => b - a);
        const first = await timed(() => client.call(teamMembers, { level, limit: 20 }));
        timings.push(`team/members level ${level} first page ${first.ms.toFixed(1)} ms`);
        expect(first.result.items.map((m) => m.id)).toEqual(ids.slice(0, 20));
        const page = first.result.items[0];
        expect(page?.maskedPhone).toMatch(/^02\d\*{4}\d{4}$/);
        expect(page?.recharged).toBe(recharged.has(page?.id ?? 0));
        expect(page?.activated).toBe(activated.has(page?.id ?? 0));
        expect(page?.joinedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const second = await client.call(teamMembers, {
          level,
          limit: 20,
          cursor: first.result.nextCursor ?? '',
        });
        expect(second.items.map((m) => m.id)).toEqual(ids.slice(20, 40));

        const plan = await planOf(
          t.services.db,
          engine,
          listLevelQuery(t.services.db, root.id, { level, recharge: 'all', limit: 20 }),
        );
        if (engine === 'sqlite') {
          expect(plan).toContain(['members_inviter', 'members_upline2', 'members_upline3'][level - 1] ?? '');
        } else {
          expect(plan).toMatch(/Index (Only )?Scan/);
          expect(plan).not.toMatch(/Seq Scan on members/);
        }
        plans.push(`level ${level}:\n${plan}`);
      }
      // Walk level three to the end: every member once, in order, and the last page says so.
      const seen: number[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page: { items: Array<{ id: number }>; nextCursor: string | null } = await client.call(
          teamMembers,
          { level: 3, limit: 50, cursor },
        );
        seen.push(...page.items.map((m) => m.id));
        cursor = page.nextCursor;
      }
      expect(seen).toHaveLength(3000);
      expect(new Set(seen).size).toBe(3000);

      const notRecharged = await timed(() =>
        client.call(teamMembers, { level: 3, recharge: 'not_recharged', limit: 50 }),
      );
      timings.push(`level 3 not recharged ${notRecharged.ms.toFixed(1)} ms`);
      expect(notRecharged.result.items).toHaveLength(50);
      expect(notRecharged.result.items.every((m) => !m.recharged && !recharged.has(m.id))).toBe(true);
      const onlyRecharged = await client.call(teamMembers, { level: 2, recharge: 'recharged', limit: 50 });
      expect(onlyRecharged.items.every((m) => m.recharged && recharged.has(m.id))).toBe(true);
      console.info(`[${engine}] ${timings.join('; ')}${plansText(plans)}`);
    });

    it('shows each member only their own downline', async () => {
      const levelOne = team.find((m) => m.level === 1);
      if (!levelOne) throw new Error('no level-one member');
      // A level-one member of root logs in: their level one is root's level two under them only.
      const session = await createSession(t.services.db, levelOne.id, t.clock.now(), 24);
      const client = t.client({ token: session.token });
      const own = await client.call(teamMembers, { level: 1, limit: 50 });
      expect(own.items.map((m) => m.id).sort((a, b) => a - b)).toEqual(
        team.filter((m) => m.level === 2 && m.inviterId === levelOne.id).map((m) => m.id),
      );
      const counts = await client.call(teamCount, {});
      expect(counts.levels.map((l) => l.members)).toEqual([10, 150, 0]);
      expect(await client.call(teamMembers, { level: 3, limit: 50 })).toEqual({
        items: [],
        nextCursor: null,
      });

      // A stranger sees nothing of root's team, whatever the cursor.
      const stranger = t.client({ token: (await t.newMember()).token });
      expect((await stranger.call(teamCount, {})).total).toEqual({ members: 0, recharged: 0, activated: 0 });
      const cursor = String((team.at(-1)?.id ?? 0) + 1);
      expect(await stranger.call(teamMembers, { level: 1, cursor })).toEqual({ items: [], nextCursor: null });
      expect(await stranger.call(teamMembers, { level: 3, cursor })).toEqual({ items: [], nextCursor: null });
    });
  });

  it('places a member who registers with an invitation code at level one, not recharged', async () => {
    const inviter = await t.newMember();
    const phone = nextPhone();
    await t.client().call(smsSend, { phone });
    await t.client().call(register, {
      phone,
      password: 'pass1234',
      confirmPassword: 'pass1234',
      invitationCode: inviter.invitationCode,
      smsCode: t.outbox.lastCode(phone) ?? '',
    });
    const client = t.client({ token: inviter.token });
    const list = await client.call(teamMembers, { level: 1 });
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      maskedPhone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
      recharged: false,
      activated: false,
    });
    const newcomer = await t.services.db
      .selectFrom('members')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    await recharge(newcomer.id);
    expect((await client.call(teamMembers, { level: 1 })).items[0]?.recharged).toBe(true);
    expect((await client.call(teamCount, {})).levels[0]).toEqual({
      level: 1,
      members: 1,
      recharged: 1,
      activated: 0,
    });
  });

  it('counts a member activated from their first investment event, once', async () => {
    const inviter = await t.newMember();
    const member = await t.newMember({ inviter: await memberRow(t.services, inviter.id) });
    const invest = (kind: 'mining' | 'pledge' | 'fund', referenceId: number, first: boolean) =>
      inTransaction(t.services.db, (trx) =>
        t.services.events.emit(trx, 'investment.made', {
          memberId: member.id,
          kind,
          referenceId,
          amountMinor: 100_00,
          first,
        }),
      );
    const client = t.client({ token: inviter.token });
    expect((await client.call(activeCount, {})).activated).toBe(0);
    // Only the first counts: a later investment does not activate a member with no row.
    await invest('mining', 6, false);
    expect((await client.call(activeCount, {})).activated).toBe(0);
    await invest('pledge', 7, true);
    await invest('mining', 8, false);
    // Two "first" ones at once (not from the app, which locks the member): the first row stays.
    await Promise.all([invest('fund', 9, true), invest('fund', 10, true)]);
    expect((await client.call(activeCount, {})).levels[0]).toEqual({ level: 1, members: 1, activated: 1 });
    const row = await t.services.db
      .selectFrom('member_activations')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect([row.kind, row.reference_id]).toEqual(['pledge', 7]);
    expect((await client.call(teamMembers, {})).items[0]?.activated).toBe(true);
  });

  it('answers team income totals and records from the rebate postings of the caller only', async () => {
    const member = await t.newMember();
    const other = await t.newMember();
    const client = t.client({ token: member.token });
    expect(await client.call(teamIncome, {})).toEqual({
      items: [],
      nextCursor: null,
      totalMinor: 0,
      todayMinor: 0,
      teamBalanceMinor: 0,
    });
    await rebate(member.id, 1_25, memoText('teamRebate', { level: 1, order: 11 }));
    t.clock.advance(-3 * 86_400_000);
    await rebate(member.id, 2_00, memoText('teamRebate', { level: 2, order: 12 }));
    t.clock.advance(3 * 86_400_000);
    // Written before memos were keys: read back as the same key.
    await rebate(member.id, 75, 'level 3 on mining order 13');
    await rebate(other.id, 9_99, 'not theirs');

    const first = await client.call(teamIncome, { limit: 2 });
    expect(first.totalMinor).toBe(4_00);
    expect(first.todayMinor).toBe(2_00);
    expect(first.teamBalanceMinor).toBe(4_00);
    expect(first.items.map((r) => [r.amountMinor, r.balanceAfterMinor, r.memo])).toEqual([
      [75, 4_00, { key: 'teamRebate', params: { level: 3, order: 13 } }],
      [2_00, 3_25, { key: 'teamRebate', params: { level: 2, order: 12 } }],
    ]);
    const second = await client.call(teamIncome, { limit: 2, cursor: first.nextCursor ?? '' });
    expect(second.items.map((r) => r.amountMinor)).toEqual([1_25]);
    expect(second.nextCursor).toBeNull();
    expect(await refusal(client.call(teamIncome, { cursor: 'x' }))).toBe('parameter_error');
  });

  it('refuses a level outside one to three and a bad cursor', async () => {
    const client = t.client({ token: (await t.newMember()).token });
    expect(await refusal(client.call(teamMembers, { level: 4 as 1 }))).toBe('parameter_error');
    expect(await refusal(client.call(teamMembers, { cursor: '1; drop table members' }))).toBe(
      'parameter_error',
    );
  });

  it('keeps the ledger whole', async () => {
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });
});
