import { register, smsSend } from '@cloudmine/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate, businessDayStart } from '../platform/business-time.js';
import { ENGINES } from '../test-support/engines.js';
import { nextPhone } from '../test-support/factories.js';
import { refusalCounts } from '../test-support/refusal.js';
import { createTestApp, type TestApp, describeOnEngines } from '../test-support/test-app.js';
import { moveToNextBusinessDay } from '../test-support/test-clock.js';
import { sealedRequest, sendRaw } from './raw-request.js';
import { judge } from './safe-answer.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 3_600_000;
/** With TEST_REDIS_URL the burst tests count in Redis, as several nodes do. */
const REDIS = Boolean(process.env.TEST_REDIS_URL);

describe.each(ENGINES)('SMS pumping on %s', (engine) => {
  /** Limits in memory on the movable test clock, for the caps that need time to pass. */
  let timed: TestApp;
  /** Limits where production keeps them across nodes (Redis when available), for the bursts. */
  let burst: TestApp;

  beforeAll(async () => {
    timed = await createTestApp(engine);
    burst = REDIS ? await createTestApp(engine, { redis: true }) : timed;
  });
  afterAll(async () => {
    await timed.close();
    if (burst !== timed) await burst.close();
  });

  function sentTo(t: TestApp, phone: string): number {
    return t.outbox.sent.filter((message) => message.phone === phone).length;
  }

  it('sends one code to a phone however many addresses ask at once', async () => {
    const phone = nextPhone();
    const asks = Array.from({ length: 25 }, (_, i) =>
      burst.client({ ip: `10.90.0.${i}` }).call(smsSend, { phone }),
    );
    const results = await Promise.allSettled(asks);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(refusalCounts(results)).toEqual({ sms_too_frequent: 24 });
    expect(sentTo(burst, phone)).toBe(1);
  });

  it('holds the per-IP cap against a burst over many phones and a forged X-Forwarded-For', async () => {
    await burst.services.settings.set(burst.services.db, 'sms.max_per_ip_per_hour', 5);
    try {
      const phones = Array.from({ length: 15 }, () => nextPhone());
      const answers = await Promise.all(
        phones.map(async (phone, i) =>
          judge(
            await sendRaw(burst, {
              ...(await sealedRequest(burst, smsSend, { phone }, { ip: '10.91.0.1' })),
              headers: { 'x-forwarded-for': `198.51.100.${i}` },
            }),
          ),
        ),
      );
      expect(answers.filter((verdict) => verdict.ok)).toHaveLength(5);
      expect(answers.filter((verdict) => verdict.key === 'request_too_frequent')).toHaveLength(10);
      expect(phones.reduce((sum, phone) => sum + sentTo(burst, phone), 0)).toBe(5);
    } finally {
      await burst.services.settings.set(burst.services.db, 'sms.max_per_ip_per_hour', 30);
    }
  });

  it('caps codes per phone per business day, and opens again the next day', async () => {
    const t = timed;
    await t.services.settings.set(t.services.db, 'sms.max_per_phone_per_day', 3);
    await t.services.settings.set(t.services.db, 'sms.resend_seconds', 30);
    try {
      const timeZone = await t.services.settings.get('business.time_zone');
      const dayStart = moveToNextBusinessDay(t.clock, timeZone);
      const nextDayStart = businessDayStart(addDays(businessDate(dayStart, timeZone), 1), timeZone);
      const phone = nextPhone();
      const keys: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        // Each ask from a fresh address, after the resend wait: only the daily cap can stop it.
        const verdict = judge(
          await sendRaw(t, await sealedRequest(t, smsSend, { phone }, { ip: `10.92.0.${i}` })),
        );
        keys.push(verdict.key ?? 'sent');
        t.clock.advance(31 * SECOND);
      }
      expect(keys).toEqual([
        'sent',
        'sent',
        'sent',
        'sms_too_frequent',
        'sms_too_frequent',
        'sms_too_frequent',
      ]);
      // Still capped in the day's last minute; open again at the next local midnight.
      t.clock.set(new Date(nextDayStart.getTime() - MINUTE));
      await expect(t.client({ ip: '10.92.1.1' }).call(smsSend, { phone })).rejects.toMatchObject({
        key: 'sms_too_frequent',
      });
      t.clock.set(nextDayStart);
      await t.client({ ip: '10.92.1.2' }).call(smsSend, { phone });
      expect(sentTo(t, phone)).toBe(4);
    } finally {
      await t.services.settings.set(t.services.db, 'sms.max_per_phone_per_day', 10);
      await t.services.settings.set(t.services.db, 'sms.resend_seconds', 60);
    }
  });

  it('stops at the daily total, whatever the number of phones and addresses', async () => {
    const t = timed;
    t.clock.advance(48 * HOUR);
    await t.services.settings.set(t.services.db, 'sms.max_per_day', 4);
    try {
      const before = t.outbox.sent.length;
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          t.client({ ip: `10.93.0.${i}` }).call(smsSend, { phone: nextPhone() }),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
      expect(refusalCounts(results)).toEqual({ sms_send_failed: 6 });
      expect(t.outbox.sent.length - before).toBe(4);
    } finally {
      await t.services.settings.set(t.services.db, 'sms.max_per_day', 5000);
    }
  });

  it('spends nothing on numbers outside the phone pattern or already registered', async () => {
    const t = burst;
    const member = await t.newMember();
    const before = t.outbox.sent.length;
    const premium = ['+8801712345678', '+447700900123', '+22500000000', '0171234567', '01212345678'];
    for (const phone of [...premium, member.phone]) {
      const verdict = judge(
        await sendRaw(t, await sealedRequest(t, smsSend, { phone }, { ip: '10.94.0.1' })),
      );
      expect(verdict.key).toBe(phone === member.phone ? 'phone_registered' : 'phone_format_wrong');
    }
    expect(t.outbox.sent.length).toBe(before);
  });
});

describeOnEngines('SMS code guessing', (t) => {
  it('checks no more guesses of a code than sms.max_attempts, even when they arrive at once', async () => {
    const inviter = await t.newMember();
    const phone = nextPhone();
    await t.client({ ip: '10.95.0.1' }).call(smsSend, { phone });
    const code = t.outbox.lastCode(phone);
    if (!code) throw new Error('no code sent');
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const guesses = Array.from({ length: 30 }, (_, i) =>
      t.client({ ip: `10.95.1.${i}` }).call(register, {
        phone,
        password: 'pass1234',
        confirmPassword: 'pass1234',
        invitationCode: inviter.invitationCode,
        smsCode: wrong(i),
      }),
    );
    expect(refusalCounts(await Promise.allSettled(guesses))).toEqual({ sms_code_wrong: 30 });
    const { attempts } = await t.services.db
      .selectFrom('sms_codes')
      .select('attempts')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(attempts).toBe(5);
    // The code is void now: the right one no longer registers.
    const right = t.client({ ip: '10.95.2.1' }).call(register, {
      phone,
      password: 'pass1234',
      confirmPassword: 'pass1234',
      invitationCode: inviter.invitationCode,
      smsCode: code,
    });
    await expect(right).rejects.toMatchObject({ key: 'sms_code_wrong' });
  });
});
