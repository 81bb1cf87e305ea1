import {
  adminWithdrawalReject,
  bankBind,
  bankDelete,
  bankList,
  messages,
  withdrawApply,
  withdrawInfo,
  type ApiClient,
} from '@cloudmine/api';
import { beforeAll, expect, it } from 'vitest';
import { sendSealed } from '../../hostile/raw-request.js';
import { judge } from '../../hostile/safe-answer.js';
import { createSession } from '../accounts/index.js';

import { newKey, refusal, refusalCounts } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import {
  bankCardInput,
  createBank,
  FUND_PASSWORD,
  newAccountNumber,
  newTrc20Address,
  readyToWithdraw,
} from '../../test-support/wallet-fixtures.js';

const HOUR = 3_600_000;

describeOnEngines('payout account protection', (t) => {
  let bankId: number;
  beforeAll(async () => {
    bankId = await createBank(t.services, 'Sonali Bank');
  });

  const card = (overrides: Parameters<typeof bankCardInput>[1] = {}) => bankCardInput(bankId, overrides);

  /** A member who can withdraw: identity verified, a fund password, money, and (unless told) a card. */
  async function member(options: { balanceMinor?: number; fundPassword?: boolean; card?: boolean } = {}) {
    const m = await t.newMember({ balanceMinor: options.balanceMinor ?? 1_000_00 });
    if (options.fundPassword !== false) await readyToWithdraw(t.services, m.id);
    const client = t.client({ token: m.token });
    const account = newAccountNumber();
    if (options.card !== false && options.fundPassword !== false) {
      await client.call(bankBind, card({ account }));
    }
    return { ...m, client, account };
  }

  const apply = (client: ApiClient, fundPassword = FUND_PASSWORD) =>
    client.call(withdrawApply, {
      method: 'bank',
      amount: '20',
      fundPassword,
      idempotencyKey: newKey(),
    });

  /** Everything a change of the payout accounts writes. */
  async function changesOf(memberId: number) {
    const { db } = t.services;
    return {
      cards: await db.selectFrom('bank_cards').selectAll().where('member_id', '=', memberId).execute(),
      history: await db
        .selectFrom('payout_account_changes')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute(),
      notices: await db
        .selectFrom('member_messages')
        .select('id')
        .where('member_id', '=', memberId)
        .execute(),
    };
  }

  async function setHoldHours(hours: number) {
    await t.services.settings.set(t.services.db, 'bank.change_hold_hours', hours);
  }

  it('refuses bind, edit and delete without the fund password, or with a wrong one, and changes nothing', async () => {
    const unset = await member({ fundPassword: false });
    const before = await changesOf(unset.id);
    expect(await refusal(unset.client.call(bankBind, card()))).toBe('fund_password_not_set');
    expect(
      await refusal(
        unset.client.call(bankBind, { method: 'usdt_trc20', address: newTrc20Address(), fundPassword: 'x' }),
      ),
    ).toBe('fund_password_not_set');
    expect(await changesOf(unset.id)).toEqual(before);

    const { id, client, token } = await member();
    const bound = (await client.call(bankList, {})).items[0];
    const snapshot = await changesOf(id);
    expect(snapshot.history.map((h) => h.kind)).toEqual(['bound']);
    expect(await refusal(client.call(bankBind, card({ fundPassword: 'wrong-1' })))).toBe(
      'fund_password_wrong',
    );
    expect(await refusal(client.call(bankDelete, { cardId: bound?.id ?? 0, fundPassword: 'wrong-2' }))).toBe(
      'fund_password_wrong',
    );
    expect(
      await refusal(
        client.call(bankBind, { method: 'usdt_trc20', address: newTrc20Address(), fundPassword: 'wrong-3' }),
      ),
    ).toBe('fund_password_wrong');
    // No password at all is not a request the contract takes.
    for (const payload of [
      { method: 'bank', holderName: 'Karim', phone: '01712340000', bankId, account: newAccountNumber() },
      { cardId: bound?.id ?? 0 },
    ]) {
      const call = 'cardId' in payload ? bankDelete : bankBind;
      const verdict = judge(await sendSealed(t, call, payload, { token }));
      expect(verdict.ok).toBe(false);
    }
    expect(await changesOf(id)).toEqual(snapshot);
  });

  it('counts wrong guesses here and at withdrawals on one lock', async () => {
    const { id, client } = await member();
    const [bound] = (await client.call(bankList, {})).items;
    const before = await changesOf(id);
    // Two wrong at a withdrawal, two at an edit, one at a deletion: the fifth locks every door.
    expect(await refusal(apply(client, 'guess-1'))).toBe('fund_password_wrong');
    expect(await refusal(apply(client, 'guess-2'))).toBe('fund_password_wrong');
    expect(await refusal(client.call(bankBind, card({ fundPassword: 'guess-3' })))).toBe(
      'fund_password_wrong',
    );
    expect(await refusal(client.call(bankBind, card({ fundPassword: 'guess-4' })))).toBe(
      'fund_password_wrong',
    );
    expect(await refusal(client.call(bankDelete, { cardId: bound?.id ?? 0, fundPassword: 'guess-5' }))).toBe(
      'fund_password_wrong',
    );
    expect(await refusal(apply(client))).toBe('request_too_frequent');
    expect(await refusal(client.call(bankBind, card()))).toBe('request_too_frequent');
    expect(
      await refusal(client.call(bankDelete, { cardId: bound?.id ?? 0, fundPassword: FUND_PASSWORD })),
    ).toBe('request_too_frequent');
    expect(await changesOf(id)).toEqual(before);

    // A burst of guesses at the edit alone gets no more checks than the lock allows.
    const other = await member();
    const burst = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => other.client.call(bankBind, card({ fundPassword: `burst-${i}` }))),
    );
    expect(refusalCounts(burst)).toEqual({ fund_password_wrong: 5, request_too_frequent: 15 });
    expect(await refusal(apply(other.client))).toBe('request_too_frequent');

    t.clock.advance(30 * 60_000 + 1000);
    expect((await apply(client)).state).toBe('under_review');
  });

  it('holds an edited account for the setting’s hours, shows until when, and lets it go after', async () => {
    const { id, client: firstSession, account } = await member();
    let client = firstSession;
    const first = await client.call(withdrawInfo, {});
    // The first account of a method is not held.
    expect(first.bankCard?.heldUntil).toBeNull();

    const newAccount = newAccountNumber();
    const edited = await client.call(bankBind, card({ account: newAccount }));
    const opensAt = new Date(t.clock.now().getTime() + 24 * HOUR).toISOString();
    expect(edited.heldUntil).toBe(opensAt);
    expect((await client.call(bankList, {})).items[0]?.heldUntil).toBe(opensAt);
    expect((await client.call(withdrawInfo, {})).bankCard?.heldUntil).toBe(opensAt);
    expect(await refusal(apply(client))).toBe('payout_account_held');

    t.clock.advance(24 * HOUR - 1000);
    expect(await refusal(apply(client))).toBe('payout_account_held');
    t.clock.advance(1000);
    // The member's session lasts a day as well: they log in again.
    client = t.client({ token: (await createSession(t.services.db, id, t.clock.now(), 24)).token });
    expect((await client.call(withdrawInfo, {})).bankCard?.heldUntil).toBeNull();
    const paid = await apply(client);
    const stored = await t.services.db
      .selectFrom('withdrawals')
      .select('account')
      .where('id', '=', paid.id)
      .executeTakeFirstOrThrow();
    expect(stored.account).toBe(newAccount);
    expect(stored.account).not.toBe(account);
  });

  it('holds an account bound again after a deletion, not a re-sent unchanged one, and none at 0 hours', async () => {
    const { id, client } = await member();
    const [bound] = (await client.call(bankList, {})).items;
    // The same account sent again changes nothing: no hold, no record, no notice.
    const same = await t.services.db
      .selectFrom('bank_cards')
      .select('account')
      .where('member_id', '=', id)
      .executeTakeFirstOrThrow();
    const before = await changesOf(id);
    expect((await client.call(bankBind, card({ account: same.account }))).heldUntil).toBeNull();
    expect(await changesOf(id)).toEqual(before);

    expect(await client.call(bankDelete, { cardId: bound?.id ?? 0, fundPassword: FUND_PASSWORD })).toEqual({
      ok: true,
    });
    const again = await client.call(bankBind, card());
    expect(again.heldUntil).not.toBeNull();
    expect(await refusal(apply(client))).toBe('payout_account_held');
    // A USDT address is another method: the member's first one is not held.
    const usdt = await client.call(bankBind, {
      method: 'usdt_trc20',
      address: newTrc20Address(),
      fundPassword: FUND_PASSWORD,
    });
    expect(usdt.heldUntil).toBeNull();
    const history = (await changesOf(id)).history;
    expect(history.map((h) => [h.method, h.kind, h.held_until === null])).toEqual([
      ['bank', 'bound', true],
      ['bank', 'deleted', true],
      ['bank', 'bound', false],
      ['usdt_trc20', 'bound', true],
    ]);

    await setHoldHours(0);
    try {
      const other = await member();
      expect((await other.client.call(bankBind, card())).heldUntil).toBeNull();
      expect((await apply(other.client)).state).toBe('under_review');
    } finally {
      await setHoldHours(24);
    }
  });

  it('tells the member of every change, in their messages', async () => {
    const { client } = await member({ card: false });
    const first = await client.call(bankBind, card());
    await client.call(bankBind, card({ holderName: 'Karim Uddin' }));
    await client.call(bankDelete, { cardId: first.id, fundPassword: FUND_PASSWORD });
    // Refused changes tell nothing.
    await refusal(client.call(bankBind, card({ fundPassword: 'wrong' })));
    const inbox = await client.call(messages, { limit: 20 });
    expect(inbox.items.map((m) => m.title)).toEqual([
      'Withdrawal account removed',
      'Withdrawal account changed',
      'Withdrawal account added',
    ]);
    expect(inbox.unreadCount).toBe(3);
  });

  it('pays no withdrawal to the new account inside the hold when edits and applications race', async () => {
    await t.services.settings.set(t.services.db, 'withdraw.daily_count', 100);
    try {
      for (let round = 0; round < 4; round += 1) {
        const { id, client, account } = await member({ balanceMinor: 10_000_00 });
        const newAccount = newAccountNumber();
        const APPLICATIONS = 12;
        const calls: Array<() => Promise<unknown>> = Array.from(
          { length: APPLICATIONS },
          () => () => apply(client),
        );
        // The edit is sent first in some rounds and in the middle of the burst in others.
        const editAt = round % 2 === 0 ? 0 : APPLICATIONS / 2;
        calls.splice(editAt, 0, () => client.call(bankBind, card({ account: newAccount })));
        const results = await Promise.allSettled(calls.map((call) => call()));
        const editResult = results[editAt];
        const rest = results.filter((_, i) => i !== editAt);
        const created = await t.services.db
          .selectFrom('withdrawals')
          .select(['account', 'state'])
          .where('member_id', '=', id)
          .execute();
        // Every application was either created against the old account or refused as held.
        expect(created.every((w) => w.account === account)).toBe(true);
        for (const result of rest) {
          if (result.status === 'rejected') {
            expect((result.reason as { key: string }).key).toBe('payout_account_held');
          }
        }
        const refusedHeld = rest.filter((r) => r.status === 'rejected').length;
        expect(created.length + refusedHeld).toBe(APPLICATIONS);
        if (editResult?.status === 'fulfilled') {
          // The edit came first: no withdrawal was under review, so every application met the hold.
          expect(created).toEqual([]);
        } else {
          // A withdrawal came first: the card under review cannot be changed.
          expect((editResult?.reason as { key: string }).key).toBe('bank_card_change_forbidden');
          expect(created.length).toBe(APPLICATIONS);
        }
      }

      // Deterministic too: once the edit is in, a burst of applications is held, every one.
      const { id, client } = await member({ balanceMinor: 10_000_00 });
      await client.call(bankBind, card());
      const burst = await Promise.allSettled(Array.from({ length: 12 }, () => apply(client)));
      expect(refusalCounts(burst)).toEqual({ payout_account_held: 12 });
      expect(
        await t.services.db.selectFrom('withdrawals').select('id').where('member_id', '=', id).execute(),
      ).toEqual([]);
    } finally {
      await t.services.settings.set(t.services.db, 'withdraw.daily_count', 3);
    }
  });

  it('lets a member change the account again once a rejected withdrawal is resolved', async () => {
    const { client } = await member();
    const withdrawal = await apply(client);
    expect(await refusal(client.call(bankBind, card()))).toBe('bank_card_change_forbidden');
    // A session of its own: the clock has moved past earlier ones.
    const finance = (await t.newOperator('finance')).client;
    await finance.call(adminWithdrawalReject, { withdrawalId: withdrawal.id, reason: 'wrong name' });
    expect((await client.call(bankBind, card())).heldUntil).not.toBeNull();
  });
});
