import { FUND_RECORD_TYPES, toMinor, toPoints } from '@cloudmine/api';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { engineOf } from '../platform/db/database.js';
import { inTransaction } from '../platform/db/transaction.js';
import { AppError } from '../platform/errors.js';
import { ENGINES } from '../test-support/engines.js';
import { createMember } from '../test-support/factories.js';
import { createTestApp, suiteApp } from '../test-support/test-app.js';
import { runOnce } from './idempotency.js';
import { memberLeg } from './ledger.js';
import { reconcile } from './reconcile.js';

type Wallet = 'balance' | 'team_balance' | 'points';
const WALLETS: Wallet[] = ['balance', 'team_balance', 'points'];

describe.each(ENGINES)('ledger on %s', (engine) => {
  const t = suiteApp(engine);

  it('keeps balances equal to their postings, never negative, and all accounts summing to zero', async () => {
    const members = [await t.newMember(), await t.newMember(), await t.newMember()];
    const model = new Map<string, number>();
    const key = (m: number, w: Wallet) => `${m}:${w}`;
    for (const m of members) for (const w of WALLETS) model.set(key(m.id, w), 0);

    const operation = fc.record({
      member: fc.integer({ min: 0, max: members.length - 1 }),
      wallet: fc.constantFrom(...WALLETS),
      amount: fc.integer({ min: -5_000, max: 5_000 }).filter((n) => n !== 0),
      // Some operations move money between two wallets of one member in one transfer.
      convertTo: fc.option(fc.constantFrom<Wallet>('balance', 'team_balance'), { nil: undefined }),
    });

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        for (const op of operations) {
          const member = members[op.member];
          if (!member) throw new Error('member index');
          const from = key(member.id, op.wallet);
          const convertible = op.convertTo && op.wallet !== 'points' && op.convertTo !== op.wallet;
          try {
            await inTransaction(t.services.db, async (trx) => {
              if (convertible && op.convertTo) {
                const amount = Math.abs(op.amount);
                await t.services.ledger.transfer(trx, {
                  type: FUND_RECORD_TYPES.balance_conversion,
                  reference: { kind: 'property', id: 1 },
                  legs: [
                    memberLeg(member.id, op.wallet, -amount),
                    memberLeg(member.id, op.convertTo, amount),
                  ],
                });
              } else {
                await t.services.ledger.post(trx, {
                  ...memberLeg(member.id, op.wallet, op.amount),
                  type: op.amount > 0 ? FUND_RECORD_TYPES.admin_top_up : FUND_RECORD_TYPES.admin_deduction,
                  counterAccount: 'admin_adjustments',
                  reference: { kind: 'property', id: 1 },
                });
              }
            });
            if (convertible && op.convertTo) {
              const amount = Math.abs(op.amount);
              model.set(from, (model.get(from) ?? 0) - amount);
              const to = key(member.id, op.convertTo);
              model.set(to, (model.get(to) ?? 0) + amount);
            } else {
              model.set(from, (model.get(from) ?? 0) + op.amount);
            }
          } catch (error) {
            // A refusal only ever happens when the model says the debit would overdraw.
            expect(error).toBeInstanceOf(AppError);
            const needed = convertible ? Math.abs(op.amount) : -op.amount;
            expect(model.get(from) ?? 0).toBeLessThan(needed);
          }
        }
        for (const m of members) {
          for (const w of WALLETS) {
            const stored = await t.balanceOf(m.id, w);
            expect(stored).toBe(model.get(key(m.id, w)));
            expect(stored).toBeGreaterThanOrEqual(0);
          }
        }
        const report = await reconcile(t.services.db, t.clock.now());
        expect(report.ok, JSON.stringify(report)).toBe(true);
      }),
      { numRuns: engine === 'postgres' ? 15 : 30 },
    );
  });

  it('never overspends under 50 concurrent debits on one wallet', async () => {
    const member = await t.newMember({ balanceMinor: 1_000 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        inTransaction(t.services.db, (trx) =>
          t.services.ledger.post(trx, {
            memberId: member.id,
            wallet: 'balance',
            amount: toMinor(-100),
            type: FUND_RECORD_TYPES.admin_deduction,
            counterAccount: 'admin_adjustments',
            reference: { kind: 'concurrency', id: i },
          }),
        ),
      ),
    );
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of rejected) expect((r.reason as AppError).key).toBe('insufficient_balance');
    expect(await t.balanceOf(member.id, 'balance')).toBe(0);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });

  it('applies one idempotency key once, however many times and however concurrently it is sent', async () => {
    const member = await t.newMember();
    const scope = {
      owner: `member:${member.id}`,
      key: 'retry-key-0001',
      call: '/test/credit',
      payload: { amount: 7 },
      now: t.clock.now(),
      answer: z.object({ balanceAfter: z.number() }),
    };
    let runs = 0;
    const credit = () =>
      runOnce(t.services.db, scope, async (trx) => {
        runs += 1;
        const leg = await t.services.ledger.post(trx, {
          memberId: member.id,
          wallet: 'balance',
          amount: toMinor(700),
          type: FUND_RECORD_TYPES.admin_top_up,
          counterAccount: 'admin_adjustments',
          reference: { kind: 'idempotency', id: 1 },
        });
        return { balanceAfter: leg.balanceAfter };
      });
    const answers = await Promise.all(Array.from({ length: 20 }, credit));
    expect(new Set(answers.map((a) => a.balanceAfter))).toEqual(new Set([700]));
    expect(runs).toBe(1);
    expect(await t.balanceOf(member.id, 'balance')).toBe(700);

    await expect(
      runOnce(t.services.db, { ...scope, payload: { amount: 8 }, answer: z.number() }, () =>
        Promise.resolve(1),
      ),
    ).rejects.toMatchObject({
      key: 'idempotency_conflict',
    });
    // Another member may use the same key for their own request.
    const other = await t.newMember();
    expect(
      await runOnce(t.services.db, { ...scope, owner: `member:${other.id}`, answer: z.string() }, () =>
        Promise.resolve('mine'),
      ),
    ).toBe('mine');
  });

  it('forgets a key whose work was refused, so the retry runs afresh', async () => {
    const member = await t.newMember();
    const scope = {
      owner: `member:${member.id}`,
      key: 'refused-key-01',
      call: '/test',
      payload: {},
      now: t.clock.now(),
      answer: z.string(),
    };
    await expect(
      runOnce(t.services.db, scope, () => Promise.reject(new AppError('insufficient_balance'))),
    ).rejects.toMatchObject({ key: 'insufficient_balance' });
    expect(await runOnce(t.services.db, scope, () => Promise.resolve('second try'))).toBe('second try');
  });

  it('reports every kind of difference', async () => {
    const isolated = await createTestApp(engine);
    try {
      const member = await createMember(isolated.services, { balanceMinor: 500 });
      const db = isolated.services.db;
      expect((await reconcile(db, isolated.clock.now())).ok).toBe(true);

      await db
        .updateTable('wallets')
        .set({ balance_minor: toMinor(400) })
        .where('member_id', '=', member.id)
        .where('kind', '=', 'balance')
        .execute();
      let report = await reconcile(db, isolated.clock.now());
      expect(report.ok).toBe(false);
      expect(report.walletMismatches).toEqual([
        expect.objectContaining({ memberId: member.id, kind: 'balance', stored: 400, posted: 500 }),
      ]);

      const entry = await db
        .selectFrom('ledger_entries')
        .select(['id', 'transfer_id'])
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('ledger_entries')
        .set({ amount_minor: toMinor(450) })
        .where('id', '=', entry.id)
        .execute();
      report = await reconcile(db, isolated.clock.now());
      expect(report.unbalancedTransfers).toEqual([{ transferId: entry.transfer_id, sum: -50 }]);
      expect(report.unbalancedUnits).toEqual([{ unit: 'usd', sum: -50 }]);
      expect(report.brokenChains).toEqual([
        expect.objectContaining({ entryId: entry.id, recorded: 500, running: 450 }),
      ]);

      // The CHECK constraint forbids a negative wallet; lift it to prove reconcile would still see one.
      if (engineOf(db) === 'postgres') {
        await sql`alter table wallets drop constraint wallets_not_negative`.execute(db);
        await db
          .updateTable('wallets')
          .set({ balance_minor: toPoints(-1) })
          .where('member_id', '=', member.id)
          .where('kind', '=', 'points')
          .execute();
      } else {
        await db.connection().execute(async (connection) => {
          await sql`pragma ignore_check_constraints = on`.execute(connection);
          await connection
            .updateTable('wallets')
            .set({ balance_minor: toPoints(-1) })
            .where('member_id', '=', member.id)
            .where('kind', '=', 'points')
            .execute();
          await sql`pragma ignore_check_constraints = off`.execute(connection);
        });
      }
      report = await reconcile(db, isolated.clock.now());
      expect(report.negativeWallets).toEqual([
        expect.objectContaining({ memberId: member.id, kind: 'points', balance: -1 }),
      ]);
    } finally {
      await isolated.close();
    }
  });

  it('refuses a transfer whose legs do not balance, writing nothing', async () => {
    const member = await t.newMember({ balanceMinor: 100 });
    await expect(
      inTransaction(t.services.db, (trx) =>
        t.services.ledger.transfer(trx, {
          type: FUND_RECORD_TYPES.admin_top_up,
          reference: { kind: 'bad', id: 1 },
          legs: [
            { memberId: member.id, wallet: 'balance', amount: toMinor(50) },
            { platform: 'admin_adjustments', unit: 'usd', amount: toMinor(-40) },
          ],
        }),
      ),
    ).rejects.toThrow(/sum to 10/);
    expect(await t.balanceOf(member.id, 'balance')).toBe(100);
  });
});
