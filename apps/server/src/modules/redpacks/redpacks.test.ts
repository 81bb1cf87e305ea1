import {
  adminRedpackCreate,
  adminRedpackGenerate,
  adminRedpacksList,
  adminRedpackStatus,
  redpackOpen,
  redpackRecords,
  type CallRequest,
} from '@cloudmine/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../ledger/reconcile.js';
import { type TestMember } from '../../test-support/factories.js';
import { newKey, refusal, refusalCounts } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

type CreateInput = Partial<CallRequest<typeof adminRedpackCreate>>;

describeOnEngines('red envelopes', (t, engine) => {
  let operatorToken: string;
  let codeCounter = 0;
  beforeAll(async () => {
    operatorToken = (await t.newOperator('content')).token;
  });

  const admin = () => t.client({ token: operatorToken });
  const inHours = (hours: number) => new Date(t.clock.now().getTime() + hours * 3_600_000).toISOString();

  async function createCode(overrides: CreateInput = {}) {
    codeCounter += 1;
    return admin().call(adminRedpackCreate, {
      code: `TEST${engine}${codeCounter}`,
      totalAmount: '10',
      perClaimMin: '1',
      perClaimMax: '1',
      endsAt: inHours(24),
      reason: 'test code',
      ...overrides,
    });
  }

  const open = (member: TestMember, code: string, idempotencyKey = newKey()) =>
    t.client({ token: member.token }).call(redpackOpen, { code, idempotencyKey });

  async function claimedOf(code: string) {
    return t.services.db
      .selectFrom('redpack_claims as c')
      .innerJoin('redpack_codes as r', 'r.id', 'c.code_id')
      .select(['c.member_id', 'c.amount_minor'])
      .where('r.code', '=', code)
      .execute();
  }

  async function postedFor(code: string) {
    const rows = await t.services.db
      .selectFrom('ledger_entries as e')
      .innerJoin('redpack_claims as c', (join) =>
        join.on('e.reference_kind', '=', 'redpack_claim').on('e.member_id', 'is not', null),
      )
      .innerJoin('redpack_codes as r', 'r.id', 'c.code_id')
      .select(['e.amount_minor', 'e.reference_id', 'c.id'])
      .where('r.code', '=', code)
      .where('e.type', '=', 11)
      .execute();
    return rows.filter((row) => row.reference_id === String(row.id));
  }

  describe('operator codes', () => {
    it('creates a code as given (any case), or a generated one, optionally for one member', async () => {
      const member = await t.newMember();
      const given = await createCode({ code: 'spring2026x', totalCount: 3, totalAmount: undefined });
      expect(given).toMatchObject({
        code: 'SPRING2026X',
        totalMinor: null,
        totalCount: 3,
        claimedCount: 0,
        perClaimMinMinor: 1_00,
        perClaimMaxMinor: 1_00,
        status: 'active',
        state: 'claimable',
        memberId: null,
      });
      const generated = await createCode({ code: undefined, phone: member.phone });
      expect(generated.code).toMatch(/^[A-Z2-9]{10}$/);
      expect(generated).toMatchObject({ memberId: member.id, phone: member.phone, totalMinor: 10_00 });
      const listed = await admin().call(adminRedpacksList, { query: 'spring' });
      expect(listed.items.map((r) => r.code)).toEqual(['SPRING2026X']);
    });

    it('generates many distinct codes with the same terms', async () => {
      const { codes } = await admin().call(adminRedpackGenerate, {
        count: 50,
        totalCount: 1,
        perClaimMin: '0.50',
        perClaimMax: '2',
        endsAt: inHours(48),
        reason: 'campaign',
      });
      expect(codes).toHaveLength(50);
      expect(new Set(codes).size).toBe(50);
      const rows = await t.services.db
        .selectFrom('redpack_codes')
        .select(['total_count', 'per_claim_min_minor', 'per_claim_max_minor'])
        .where('code', 'in', codes)
        .execute();
      expect(rows).toHaveLength(50);
      expect(new Set(rows.map((r) => JSON.stringify(r)))).toEqual(
        new Set([JSON.stringify({ total_count: 1, per_claim_min_minor: 50, per_claim_max_minor: 200 })]),
      );
    });

    it('refuses inconsistent terms, a taken code, an unknown phone and other roles', async () => {
      expect(await refusal(createCode({ perClaimMin: '2', perClaimMax: '1' }))).toBe('parameter_error');
      expect(await refusal(createCode({ perClaimMin: '0' }))).toBe('parameter_error');
      expect(await refusal(createCode({ totalAmount: '0.50' }))).toBe('parameter_error');
      expect(await refusal(createCode({ totalAmount: undefined }))).toBe('missing_parameters');
      expect(await refusal(createCode({ endsAt: inHours(-1) }))).toBe('parameter_error');
      expect(await refusal(createCode({ startsAt: inHours(5), endsAt: inHours(4) }))).toBe('parameter_error');
      expect(await refusal(createCode({ code: 'bad code!' }))).toBe('parameter_error');
      expect(await refusal(createCode({ phone: '01999999999' }))).toBe('phone_not_registered');
      const taken = await createCode();
      expect(await refusal(createCode({ code: taken.code.toLowerCase() }))).toBe('parameter_error');
      const support = await t.newOperator('support');
      expect(await refusal(t.client({ token: support.token }).call(adminRedpacksList, {}))).toBe(
        'permission_denied',
      );
    });
  });

  it('credits a fixed amount once (type 11) and lists the member’s claims with their total', async () => {
    const code = (await createCode({ perClaimMin: '1.25', perClaimMax: '1.25' })).code;
    const other = (await createCode({ perClaimMin: '0.75', perClaimMax: '0.75' })).code;
    const m = await t.newMember({ balanceMinor: 1_00 });
    const key = newKey();
    const first = await open(m, code.toLowerCase(), key);
    expect(first).toMatchObject({ code, amountMinor: 1_25, balanceMinor: 2_25 });
    expect(await open(m, code, key)).toEqual(first);
    expect(await refusal(open(m, code))).toBe('redpack_already_received');
    await open(m, ` ${other} `);
    const records = await t.client({ token: m.token }).call(redpackRecords, { limit: 1 });
    expect(records.items.map((r) => [r.code, r.amountMinor])).toEqual([[other, 75]]);
    expect(records.totalMinor).toBe(2_00);
    const rest = await t
      .client({ token: m.token })
      .call(redpackRecords, { limit: 1, cursor: records.nextCursor ?? '' });
    expect(rest.items.map((r) => r.code)).toEqual([code]);
    expect(await postedFor(code)).toHaveLength(1);
  });

  it('pays random amounts within the bounds until the count is reached, then "used"', async () => {
    const code = (
      await createCode({ totalAmount: undefined, totalCount: 12, perClaimMin: '0.10', perClaimMax: '0.50' })
    ).code;
    const members = await Promise.all(Array.from({ length: 13 }, () => t.newMember()));
    const amounts: number[] = [];
    for (const m of members.slice(0, 12)) amounts.push((await open(m, code)).amountMinor);
    for (const amount of amounts) {
      expect(amount).toBeGreaterThanOrEqual(10);
      expect(amount).toBeLessThanOrEqual(50);
    }
    expect(new Set(amounts).size).toBeGreaterThan(1);
    expect(await refusal(open(members[12] as TestMember, code))).toBe('redpack_code_used');
    // A member who already claimed it hears that first.
    expect(await refusal(open(members[0] as TestMember, code))).toBe('redpack_already_received');
    const row = (await admin().call(adminRedpacksList, { query: code })).items[0];
    expect(row).toMatchObject({
      state: 'fully_claimed',
      claimedCount: 12,
      claimedMinor: amounts.reduce((a, b) => a + b),
    });
  });

  it('gives the last claim of a budget what is left', async () => {
    const code = (await createCode({ totalAmount: '2.50', perClaimMin: '1', perClaimMax: '1' })).code;
    const members = await Promise.all(Array.from({ length: 4 }, () => t.newMember()));
    const got = [];
    for (const m of members.slice(0, 3)) got.push((await open(m, code)).amountMinor);
    expect(got).toEqual([1_00, 1_00, 50]);
    expect(await refusal(open(members[3] as TestMember, code))).toBe('redpack_code_used');
  });

  it('answers each refusal of SPEC §8 for its situation', async () => {
    const m = await t.newMember();
    const someoneElse = await t.newMember();
    expect(await refusal(open(m, 'NOSUCHCODE'))).toBe('redpack_code_not_found');
    expect(await refusal(open(m, '%%%'))).toBe('redpack_code_not_found');

    const revoked = await createCode();
    await admin().call(adminRedpackStatus, { id: revoked.id, status: 'revoked', reason: 'leaked' });
    expect(await refusal(open(m, revoked.code))).toBe('reward_claimed_or_invalid');

    const personal = await createCode({ phone: someoneElse.phone });
    expect(await refusal(open(m, personal.code))).toBe('unable_to_receive');
    expect(await open(someoneElse, personal.code)).toMatchObject({ amountMinor: 1_00 });

    const paused = await createCode();
    await admin().call(adminRedpackStatus, { id: paused.id, status: 'paused', reason: 'hold' });
    expect(await refusal(open(m, paused.code))).toBe('redpack_code_unavailable');
    await admin().call(adminRedpackStatus, { id: paused.id, status: 'active', reason: 'resume' });
    expect(await open(m, paused.code)).toMatchObject({ amountMinor: 1_00 });

    const later = await createCode({ startsAt: inHours(2), endsAt: inHours(3) });
    expect(later.state).toBe('not_started');
    expect(await refusal(open(m, later.code))).toBe('redpack_code_unavailable');

    const ended = await createCode();
    await admin().call(adminRedpackStatus, { id: ended.id, status: 'ended', reason: 'over' });
    expect(await refusal(open(m, ended.code))).toBe('redpack_code_ended');
    // Ended and revoked are final.
    expect(
      await refusal(admin().call(adminRedpackStatus, { id: ended.id, status: 'active', reason: 'again' })),
    ).toBe('update_failed');

    const expiring = await createCode({ endsAt: inHours(1) });
    t.clock.advance(2 * 3_600_000);
    const fresh = await t.newMember();
    expect(await refusal(open(fresh, expiring.code))).toBe('redpack_code_ended');
    // The code that had not started is claimable inside its window.
    expect(await open(fresh, later.code)).toMatchObject({ amountMinor: 1_00 });

    const vip = await createCode({ minVipLevel: 2 });
    expect(await refusal(open(fresh, vip.code))).toBe('unable_to_claim');
    await t.services.db.updateTable('members').set({ vip_level: 2 }).where('id', '=', fresh.id).execute();
    expect(await open(fresh, vip.code)).toMatchObject({ amountMinor: 1_00 });
  });

  it('never pays more than the total, nor any member twice, when 200 members claim one code at once', async () => {
    // $10.00 in random claims of 3 to 9 cents: more demand than budget, so it runs out mid-race.
    const code = (await createCode({ totalAmount: '10', perClaimMin: '0.03', perClaimMax: '0.09' })).code;
    const members = await Promise.all(Array.from({ length: 200 }, () => t.newMember()));
    // Every member sends two claims with different keys (a double tap): 400 requests.
    const results = await Promise.allSettled(members.flatMap((m) => [open(m, code), open(m, code)]));
    const claims = await claimedOf(code);
    const paid = claims.reduce((sum, c) => sum + c.amount_minor, 0);
    expect(paid).toBeLessThanOrEqual(10_00);
    // Demand (about $12 expected) exceeds the budget: it ran out, the last claim taking the remainder.
    expect(paid).toBe(10_00);
    expect(new Set(claims.map((c) => c.member_id)).size).toBe(claims.length);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(claims.length);
    const refusals = refusalCounts(results);
    for (const key of Object.keys(refusals)) {
      expect(['redpack_already_received', 'redpack_code_used']).toContain(key);
    }
    expect((refusals.redpack_already_received ?? 0) + (refusals.redpack_code_used ?? 0)).toBe(
      400 - claims.length,
    );
    const posted = await postedFor(code);
    expect(posted.reduce((sum, p) => sum + p.amount_minor, 0)).toBe(paid);
    const row = (await admin().call(adminRedpacksList, { query: code })).items[0];
    expect(row?.claimedMinor).toBe(paid);
    expect(row?.claimedCount).toBe(claims.length);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });

  it('lets exactly the count claim a count-limited code when 200 members race', async () => {
    const code = (
      await createCode({ totalAmount: undefined, totalCount: 50, perClaimMin: '0.01', perClaimMax: '0.05' })
    ).code;
    const members = await Promise.all(Array.from({ length: 200 }, () => t.newMember()));
    const results = await Promise.allSettled(members.map((m) => open(m, code)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    expect(refusalCounts(results)).toEqual({ redpack_code_used: 150 });
    expect(await claimedOf(code)).toHaveLength(50);
  });
});
