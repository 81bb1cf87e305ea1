import { adminLogin, adminMe, adminOperatorsUpdate } from '@cloudmine/api';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { type TestOperator } from '../../test-support/factories.js';
import { refusal, refusalCounts } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import type { adminSettings } from './admin-settings.js';
import { createOperatorsService } from './operators-service.js';

/**
 * A settings reader that holds the read of the session length until released. Operator login reads
 * it after the password and the authenticator code are checked and before the session is written:
 * holding it is the real seam between the two.
 */
function settingsHeldAtSessionLength(inner: SettingsReader<typeof adminSettings>) {
  let reached!: () => void;
  let release!: () => void;
  const atRead = new Promise<void>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const settings: SettingsReader<typeof adminSettings> = {
    async get(key) {
      if (key === 'admin.session_ttl_hours') {
        reached();
        await released;
      }
      return inner.get(key);
    },
  };
  return { settings, atRead, release };
}

describeOnEngines('operator login', (t) => {
  let owner: TestOperator;
  beforeAll(async () => {
    owner = await t.newOperator('owner');
  });

  const code = (secret: string) => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

  async function logIn(op: TestOperator, ip: string, password = op.password) {
    return t
      .client({ ip })
      .call(adminLogin, { username: op.username, password, totp: await code(op.totpSecret) });
  }

  describe('a login in flight during a change of the operator', () => {
    async function racedWith(change: (op: TestOperator) => Promise<unknown>) {
      const op = await t.newOperator('support');
      const held = settingsHeldAtSessionLength(t.services.settings);
      const operators = createOperatorsService({
        db: t.services.db,
        clock: t.clock,
        limiter: t.limiter,
        settings: held.settings,
      });
      const pending = operators.login(op.username, op.password, await code(op.totpSecret), '10.130.0.1');
      await held.atRead;
      await change(op);
      held.release();
      return refusal(pending);
    }

    it('refuses a session to an operator disabled after their checks, as a disabled account', async () => {
      const key = await racedWith((op) =>
        t
          .client({ token: owner.token })
          .call(adminOperatorsUpdate, { operatorId: op.id, active: false, reason: 'left' }),
      );
      expect(key).toBe('wrong_password');
    });

    it('refuses a session to an operator whose role changed after their checks', async () => {
      const key = await racedWith((op) =>
        t
          .client({ token: owner.token })
          .call(adminOperatorsUpdate, { operatorId: op.id, role: 'finance', reason: 'moved' }),
      );
      expect(key).toBe('credentials_changed');
    });
  });

  describe('lockout', () => {
    it('locks an operator at the address that failed, not at the owner’s', async () => {
      const op = await t.newOperator('support');
      const stranger = t.client({ ip: '10.131.0.1' });
      const guesses = Array.from({ length: 12 }, () =>
        stranger.call(adminLogin, { username: op.username, password: 'guess', totp: '000000' }),
      );
      expect(refusalCounts(await Promise.allSettled(guesses))).toEqual({
        wrong_password: 5,
        request_too_frequent: 7,
      });
      expect(await refusal(logIn(op, '10.131.0.1'))).toBe('request_too_frequent');
      const session = await logIn(op, '10.131.0.2');
      expect((await t.client({ token: session.token }).call(adminMe, {})).id).toBe(op.id);
    });

    it('locks an operator after the per-username count from many addresses, until operator:unlock', async () => {
      await t.services.settings.set(t.services.db, 'admin.login_max_failures_per_username', 8);
      try {
        const op = await t.newOperator('support');
        const guesses = Array.from({ length: 20 }, (_, i) =>
          t
            .client({ ip: `10.132.0.${i}` })
            .call(adminLogin, { username: op.username, password: `guess-${i}`, totp: '000000' }),
        );
        expect(refusalCounts(await Promise.allSettled(guesses))).toEqual({
          wrong_password: 8,
          request_too_frequent: 12,
        });
        expect(await refusal(logIn(op, '10.132.1.1'))).toBe('request_too_frequent');
        expect(await t.services.operators.unlock(op.username)).toBe(true);
        await logIn(op, '10.132.1.1');
        // Every address starts afresh, the strangers' too: the lock is counted again from nothing.
        expect(await refusal(logIn(op, '10.132.0.1', 'guess-again'))).toBe('wrong_password');
        expect(await t.services.operators.unlock('nobody-here')).toBe(false);
      } finally {
        await t.services.settings.set(t.services.db, 'admin.login_max_failures_per_username', 30);
      }
    });
  });
});
