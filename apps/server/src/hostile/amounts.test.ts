import {
  adminMemberAdjust,
  conversionBalance,
  fundInvest,
  mallPurchase,
  paymentStart,
  pledge,
  scoreExchange,
  withdrawApply,
  type CallDef,
} from '@cloudmine/api';
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { reconcile } from '../ledger/reconcile.js';
import { hashPassword } from '../modules/accounts/passwords.js';

import { describeOnEngines } from '../test-support/test-app.js';
import { seedHostileWorld, tokenFor } from './hostile-world.js';
import { ledgerSnapshot } from './ledger-snapshot.js';
import { NUMBERS } from './hostile-values.js';
import { sendSealed } from './raw-request.js';
import { judge } from './safe-answer.js';

const FUND_PASSWORD = 'fund-hostile-1';

/** Amounts a person could type, beside the fuzzer's numbers: every money field must survive them. */
const AMOUNTS: readonly unknown[] = [
  ...NUMBERS,
  1,
  2,
  1000,
  1001,
  '1',
  '0.01',
  '12.345',
  '1.',
  '.5',
  '00012',
  '1e2',
];

interface AmountCase {
  call: CallDef;
  /** A payload that is right in every field but the amount, so only the amount can be refused. */
  payload: (amount: unknown) => Record<string, unknown>;
}

describeOnEngines('hostile amounts', (t) => {
  let cases: AmountCase[];
  let memberToken: string | null;
  let operatorToken: string;

  beforeAll(async () => {
    const { demoMemberId } = await seedHostileWorld(t);
    const { db } = t.services;
    // The demo member is verified and has a bank card; a known fund password opens withdrawals.
    await db
      .updateTable('members')
      .set({ fund_password_hash: await hashPassword(FUND_PASSWORD) })
      .where('id', '=', demoMemberId)
      .execute();
    memberToken = await tokenFor(t, conversionBalance, demoMemberId);
    operatorToken = (await t.newOperator()).token;
    const first = async (rows: Promise<Array<{ id: number }>>) => (await rows)[0]?.id ?? 1;
    const channelId = await first(db.selectFrom('payment_channels').select('id').orderBy('id').execute());
    const pledgeId = await first(db.selectFrom('pledge_products').select('id').orderBy('id').execute());
    const fundId = await first(db.selectFrom('funds').select('id').orderBy('id').execute());
    const productId = await first(
      db.selectFrom('mining_products').select('id').where('on_sale', '=', 1).orderBy('id').execute(),
    );
    const key = () => randomUUID();
    cases = [
      { call: scoreExchange, payload: (amount) => ({ amount, idempotencyKey: key() }) },
      {
        call: scoreExchange,
        payload: (amount) => ({ direction: 'points_to_balance', amount, idempotencyKey: key() }),
      },
      { call: conversionBalance, payload: (amount) => ({ amount, idempotencyKey: key() }) },
      { call: paymentStart, payload: (amount) => ({ channelId, amount, idempotencyKey: key() }) },
      { call: pledge, payload: (amount) => ({ productId: pledgeId, amount, idempotencyKey: key() }) },
      { call: fundInvest, payload: (amount) => ({ fundId, amount, idempotencyKey: key() }) },
      {
        call: withdrawApply,
        payload: (amount) => ({ method: 'bank', amount, fundPassword: FUND_PASSWORD, idempotencyKey: key() }),
      },
      { call: mallPurchase, payload: (quantity) => ({ productId, quantity, idempotencyKey: key() }) },
      ...(['credit', 'debit'] as const).flatMap((direction) =>
        (['balance', 'team_balance', 'points'] as const).map((wallet) => ({
          call: adminMemberAdjust,
          payload: (amount: unknown) => ({
            memberId: demoMemberId,
            wallet,
            direction,
            amount,
            reason: 'hostile amount',
            idempotencyKey: key(),
          }),
        })),
      ),
    ];
  });

  it('answers every amount on every money call with a success or a catalogue key, and the ledger stays whole', async () => {
    for (const { call, payload } of cases) {
      const token = call.auth === 'operator' ? operatorToken : memberToken;
      for (const amount of AMOUNTS) {
        const before = await ledgerSnapshot(t.services.db);
        const verdict = judge(await sendSealed(t, call, payload(amount), { token }));
        if (!verdict.ok) {
          expect(await ledgerSnapshot(t.services.db), `${call.path} ${String(amount)}`).toEqual(before);
        }
      }
    }
    const report = await reconcile(t.services.db, t.clock.now());
    expect({ ...report, checkedAt: null, platformBalances: [] }).toMatchObject({
      ok: true,
      walletMismatches: [],
      unbalancedUnits: [],
      unbalancedTransfers: [],
      brokenChains: [],
      negativeWallets: [],
    });
  });
});
