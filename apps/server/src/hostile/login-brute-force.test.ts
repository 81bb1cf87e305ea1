import { adminLogin, bankBind, login, loginSms, smsSend, updateUserInfo } from '@cloudmine/api';
import pino from 'pino';
import { expect, it } from 'vitest';
import { createAccountsService } from '../modules/accounts/accounts-service.js';
import type { RateLimiter } from '../platform/rate-limit/rate-limiter.js';

import { refusalCounts } from '../test-support/refusal.js';
import { describeOnEngines } from '../test-support/test-app.js';
import {
  applyWithdrawal,
  createBank,
  FUND_PASSWORD,
  newAccountNumber,
  readyToWithdraw,
  withdrawingMember,
} from '../test-support/wallet-fixtures.js';

const MINUTE = 60_000;
/** A login looks at its three counters before the password check and again after a right one. */
const SECOND_LOOK_AT_THE_LOCK = 4;

/** A limiter that holds its `nth` peek until released: a seam inside one login's steps. */
function limiterHeldAtPeek(inner: RateLimiter, nth: number) {
  let reachedNow!: () => void;
  let releaseNow!: () => void;
  const reached = new Promise<void>((resolve) => (reachedNow = resolve));
  const released = new Promise<void>((resolve) => (releaseNow = resolve));
  let peeks = 0;
  const limiter: RateLimiter = {
    hit: (key, windowMs) => inner.hit(key, windowMs),
    async peek(key) {
      peeks += 1;
      if (peeks === nth) {
        reachedNow();
        await released;
      }
      return inner.peek(key);
    },
    reset: (key) => inner.reset(key),
  };
  return { limiter, reached, release: releaseNow };
}
/** With TEST_REDIS_URL the limits live in Redis, as across nodes; Redis expires keys on its own clock. */
const REDIS = Boolean(process.env.TEST_REDIS_URL);

describeOnEngines('login brute force', { redis: REDIS }, (t) => {
  /** The accounts service on this app's database and settings, with its own limiter and sleep. */
  function accountsWith(limiter: RateLimiter, sleep: (ms: number) => Promise<void>) {
    const { db, clock, ledger, settings, smsCodes } = t.services;
    return createAccountsService({
      db,
      clock,
      ledger,
      settings,
      limiter,
      smsCodes,
      log: pino({ level: 'silent' }),
      sendNotice: t.services.sendNotice,
      smsNotices: t.services.smsNotices,
      sessionsChanged: t.services.sessions.memberChanged,
      sleep,
    });
  }

  it('locks a phone at one address after the allowed wrong passwords, even when every guess arrives at once', async () => {
    const member = await t.newMember();
    const attacker = t.client({ ip: '10.50.0.1' });
    const guesses = Array.from({ length: 20 }, (_, i) =>
      attacker.call(login, { phone: member.phone, password: `guess-${i}` }),
    );
    const counts = refusalCounts(await Promise.allSettled(guesses));
    // Five guesses may be answered (login.max_failures per phone and address); the rest are locked.
    expect(counts).toEqual({ wrong_password: 5, login_locked: 15 });
    const right = attacker.call(login, { phone: member.phone, password: member.password });
    await expect(right).rejects.toMatchObject({ key: 'login_locked' });
    // The owner, elsewhere, is not locked out by the stranger's guesses.
    await t.client({ ip: '10.50.1.1' }).call(login, { phone: member.phone, password: member.password });

    if (!REDIS) {
      t.clock.advance(15 * MINUTE + 1000);
      await attacker.call(login, { phone: member.phone, password: member.password });
    }
  });

  it('refuses a right password checked while the address was open once a burst has locked it', async () => {
    const member = await t.newMember();
    const ip = '10.50.2.1';
    // The right guess is held after its password check, before it asks the lock again.
    const held = limiterHeldAtPeek(t.limiter, SECOND_LOOK_AT_THE_LOCK);
    const right = accountsWith(held.limiter, () => Promise.resolve()).login(member.phone, member.password, {
      ip,
      userAgent: '',
    });
    await held.reached;
    const guesses = Array.from({ length: 8 }, (_, i) =>
      t.client({ ip }).call(login, { phone: member.phone, password: `guess-${i}` }),
    );
    expect(refusalCounts(await Promise.allSettled(guesses))).toEqual({ wrong_password: 5, login_locked: 3 });
    held.release();
    await expect(right).rejects.toMatchObject({ key: 'login_locked' });
  });

  it("does not lock the owner's address when a stranger fails from another", async () => {
    const member = await t.newMember();
    const stranger = t.client({ ip: '10.51.0.1' });
    for (let i = 0; i < 5; i += 1) {
      await expect(
        stranger.call(login, { phone: member.phone, password: `guess-${i}` }),
      ).rejects.toMatchObject({ key: 'wrong_password' });
    }
    await expect(
      stranger.call(login, { phone: member.phone, password: member.password }),
    ).rejects.toMatchObject({ key: 'login_locked' });
    await t.client({ ip: '10.51.0.2' }).call(login, { phone: member.phone, password: member.password });
  });

  it('locks a phone after the per-phone count from many addresses at once; an SMS code still gets the owner in', async () => {
    await t.services.settings.set(t.services.db, 'login.max_failures_per_phone', 10);
    try {
      const member = await t.newMember();
      const guesses = Array.from({ length: 30 }, (_, i) =>
        t.client({ ip: `10.52.0.${i}` }).call(login, { phone: member.phone, password: `guess-${i}` }),
      );
      expect(refusalCounts(await Promise.allSettled(guesses))).toEqual({
        wrong_password: 10,
        login_locked: 20,
      });
      const owner = t.client({ ip: '10.52.1.1' });
      await expect(
        owner.call(login, { phone: member.phone, password: member.password }),
      ).rejects.toMatchObject({ key: 'login_locked' });
      await owner.call(smsSend, { phone: member.phone, purpose: 'login' });
      const smsCode = t.outbox.lastCode(member.phone);
      if (!smsCode) throw new Error('no code sent');
      await owner.call(loginSms, { phone: member.phone, smsCode });
      await owner.call(login, { phone: member.phone, password: member.password });
    } finally {
      await t.services.settings.set(t.services.db, 'login.max_failures_per_phone', 30);
    }
  });

  it('lets a right SMS code in a parallel burst of wrong ones through at most once, within the code’s attempts', async () => {
    const member = await t.newMember();
    await t.client({ ip: '10.53.0.1' }).call(smsSend, { phone: member.phone, purpose: 'login' });
    const smsCode = t.outbox.lastCode(member.phone);
    if (!smsCode) throw new Error('no code sent');
    const wrong = (i: number) => String((Number(smsCode) + 1 + i) % 1_000_000).padStart(6, '0');
    const tries = Array.from({ length: 12 }, (_, i) =>
      t
        .client({ ip: `10.53.1.${i}` })
        .call(loginSms, { phone: member.phone, smsCode: i === 6 ? smsCode : wrong(i) }),
    );
    const results = await Promise.allSettled(tries);
    // sms.max_attempts (5) guesses of a code are checked at most: the right one may be among them.
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeLessThanOrEqual(1);
    const { attempts } = await t.services.db
      .selectFrom('sms_codes')
      .select('attempts')
      .where('phone', '=', member.phone)
      .where('purpose', '=', 'login')
      .executeTakeFirstOrThrow();
    expect(attempts).toBeLessThanOrEqual(5);
  });

  it('locks an IP that tries one password over many phones', async () => {
    await t.services.settings.set(t.services.db, 'login.max_failures_per_ip', 4);
    try {
      const members = await Promise.all(Array.from({ length: 6 }, () => t.newMember()));
      const sprayer = t.client({ ip: '10.60.0.1' });
      const keys: string[] = [];
      for (const member of members) {
        keys.push(
          await sprayer.call(login, { phone: member.phone, password: 'Password1' }).then(
            () => 'ok',
            (error: { key: string }) => error.key,
          ),
        );
      }
      expect(keys).toEqual([
        'wrong_password',
        'wrong_password',
        'wrong_password',
        'wrong_password',
        'login_locked',
        'login_locked',
      ]);
      // Locked even with the right password; another address is not.
      const [first] = members;
      if (!first) throw new Error('no member');
      await expect(
        sprayer.call(login, { phone: first.phone, password: first.password }),
      ).rejects.toMatchObject({
        key: 'login_locked',
      });
      await t.client({ ip: '10.60.0.2' }).call(login, { phone: first.phone, password: first.password });
    } finally {
      await t.services.settings.set(t.services.db, 'login.max_failures_per_ip', 50);
      t.clock.advance(15 * MINUTE + 1000);
    }
  });

  it('answers each wrong password more slowly than the last, up to 3 s', async () => {
    const waits: number[] = [];
    const { db, settings } = t.services;
    const accounts = accountsWith(t.limiter, (ms) => {
      waits.push(ms);
      return Promise.resolve();
    });
    await settings.set(db, 'login.max_failures', 20);
    try {
      const member = await t.newMember();
      for (let i = 0; i < 12; i += 1) {
        await expect(
          accounts.login(member.phone, 'wrong-pass', { ip: '10.70.0.1', userAgent: '' }),
        ).rejects.toMatchObject({
          key: 'wrong_password',
        });
      }
      expect(waits).toEqual([300, 600, 900, 1200, 1500, 1800, 2100, 2400, 2700, 3000, 3000, 3000]);
    } finally {
      await settings.set(db, 'login.max_failures', 5);
      t.clock.advance(15 * MINUTE + 1000);
    }
  });

  it('locks an operator at one address after the allowed failures, even when every guess arrives at once', async () => {
    const operator = await t.newOperator();
    const attacker = t.client({ ip: '10.80.0.1' });
    const guesses = Array.from({ length: 20 }, (_, i) =>
      attacker.call(adminLogin, { username: operator.username, password: `guess-${i}`, totp: '123456' }),
    );
    const counts = refusalCounts(await Promise.allSettled(guesses));
    expect(counts).toEqual({ wrong_password: 5, request_too_frequent: 15 });
  });

  it('locks an operator after the per-username count from many addresses at once', async () => {
    await t.services.settings.set(t.services.db, 'admin.login_max_failures_per_username', 10);
    try {
      const operator = await t.newOperator();
      const guesses = Array.from({ length: 25 }, (_, i) =>
        t.client({ ip: `10.81.0.${i}` }).call(adminLogin, {
          username: operator.username,
          password: `guess-${i}`,
          totp: '123456',
        }),
      );
      expect(refusalCounts(await Promise.allSettled(guesses))).toEqual({
        wrong_password: 10,
        request_too_frequent: 15,
      });
    } finally {
      await t.services.settings.set(t.services.db, 'admin.login_max_failures_per_username', 30);
    }
  });

  it('locks withdrawals after the allowed wrong fund passwords, even when every guess arrives at once', async () => {
    // A stolen session alone must not be able to guess the fund password that guards the money.
    const { client } = await withdrawingMember(t, { balanceMinor: 1_000_000 });
    const apply = (fundPassword: string) => applyWithdrawal(client, '20', fundPassword);
    const guesses = Array.from({ length: 20 }, (_, i) => apply(`guess-${i}`));
    expect(refusalCounts(await Promise.allSettled(guesses))).toEqual({
      fund_password_wrong: 5,
      request_too_frequent: 15,
    });
    await expect(apply(FUND_PASSWORD)).rejects.toMatchObject({ key: 'request_too_frequent' });
    if (!REDIS) {
      t.clock.advance(30 * MINUTE + 1000);
      await apply(FUND_PASSWORD);
    }
  });

  it('gives a session no way around the fund-password lock through the withdrawal accounts', async () => {
    // Changing where withdrawals are paid asks the fund password, under the withdrawals' own lock.
    const member = await t.newMember({ balanceMinor: 1_000_000 });
    await readyToWithdraw(t.services, member.id);
    const client = t.client({ token: member.token });
    const bankId = await createBank(t.services);
    const bind = (fundPassword: string) =>
      client.call(bankBind, {
        method: 'bank',
        holderName: 'Thief',
        phone: '01712340000',
        bankId,
        account: newAccountNumber(),
        fundPassword,
      });
    const guesses = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => bind(`g-${i}`)));
    expect(refusalCounts(guesses)).toEqual({ fund_password_wrong: 5, request_too_frequent: 3 });
    await expect(bind(FUND_PASSWORD)).rejects.toMatchObject({ key: 'request_too_frequent' });
    // The same lock as the fund-password change (and withdrawals): the right password opens neither.
    await expect(
      client.call(updateUserInfo, {
        kind: 'fundPassword',
        oldPassword: FUND_PASSWORD,
        newPassword: 'new-secret-1',
        confirmPassword: 'new-secret-1',
      }),
    ).rejects.toMatchObject({ key: 'request_too_frequent' });
    expect(
      await t.services.db.selectFrom('bank_cards').select('id').where('member_id', '=', member.id).execute(),
    ).toEqual([]);
  });

  it('gives a session no way around the locks through the password-change form', async () => {
    const member = await t.newMember({ balanceMinor: 1_000_000 });
    await readyToWithdraw(t.services, member.id);
    const client = t.client({ token: member.token, ip: '10.96.0.1' });
    const change = (kind: 'password' | 'fundPassword', oldPassword: string) =>
      client.call(updateUserInfo, {
        kind,
        oldPassword,
        newPassword: 'new-secret-1',
        confirmPassword: 'new-secret-1',
      });

    const fundGuesses = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => change('fundPassword', `g-${i}`)),
    );
    expect(refusalCounts(fundGuesses)).toEqual({ old_password_wrong: 5, request_too_frequent: 3 });
    // The same lock as withdrawals: the right fund password no longer opens either.
    await expect(change('fundPassword', FUND_PASSWORD)).rejects.toMatchObject({
      key: 'request_too_frequent',
    });

    const loginGuesses = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => change('password', `g-${i}`)),
    );
    expect(refusalCounts(loginGuesses)).toEqual({ old_password_wrong: 5, request_too_frequent: 3 });
    // The same counters as a login from that address: the right password no longer logs in from it.
    await expect(
      t.client({ ip: '10.96.0.1' }).call(login, { phone: member.phone, password: member.password }),
    ).rejects.toMatchObject({ key: 'login_locked' });
  });
});
