import {
  adminAuditList,
  adminLogin,
  adminLogout,
  adminMe,
  adminOperatorsCreate,
  adminOperatorsList,
  adminOperatorsUpdate,
  adminSettingsList,
  adminSettingsUpdate,
  type ApiError,
  getUserInfo,
} from '@cloudmine/api';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestOperator } from '../../test-support/factories.js';
import { refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

describeOnEngines('operator API', (t) => {
  let owner: TestOperator;
  beforeAll(async () => {
    owner = await t.newOperator('owner');
  });

  const code = (secret: string, offsetSeconds = 0) =>
    generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });

  describe('login', () => {
    it('needs the password and a fresh authenticator code, each code once', async () => {
      const op = await t.newOperator('support');
      const totp = await code(op.totpSecret);
      const session = await t
        .client()
        .call(adminLogin, { username: op.username, password: op.password, totp });
      expect(session.operator).toMatchObject({ username: op.username, role: 'support' });
      expect(session.operator.permissions).toContain('members.manage');
      expect(await t.client({ token: session.token }).call(adminMe, {})).toMatchObject({ id: op.id });

      // The same code again is refused: a code works once.
      expect(
        await refusal(t.client().call(adminLogin, { username: op.username, password: op.password, totp })),
      ).toBe('totp_wrong');
      t.clock.advance(30_000);
      const next = await code(op.totpSecret);
      await t.client().call(adminLogin, { username: op.username, password: op.password, totp: next });

      await t.client({ token: session.token }).call(adminLogout, {});
      expect(
        (
          (await t
            .client({ token: session.token })
            .call(adminMe, {})
            .catch((e: unknown) => e)) as ApiError
        ).code,
      ).toBe(403);
    });

    it('refuses a wrong password, a wrong code, and locks after repeated failures', async () => {
      const op = await t.newOperator('content');
      expect(
        await refusal(
          t.client().call(adminLogin, { username: op.username, password: 'nope', totp: '000000' }),
        ),
      ).toBe('wrong_password');
      expect(
        await refusal(t.client().call(adminLogin, { username: 'nobody', password: 'x', totp: '000000' })),
      ).toBe('wrong_password');
      const stale = await code(op.totpSecret, -300);
      expect(
        await refusal(
          t.client().call(adminLogin, { username: op.username, password: op.password, totp: stale }),
        ),
      ).toBe('totp_wrong');
      for (let i = 0; i < 3; i += 1) {
        await refusal(
          t.client().call(adminLogin, { username: op.username, password: 'nope', totp: '000000' }),
        );
      }
      const good = await code(op.totpSecret);
      expect(
        await refusal(
          t.client().call(adminLogin, { username: op.username, password: op.password, totp: good }),
        ),
      ).toBe('request_too_frequent');
    });

    it("keeps operator and member sessions apart: neither token opens the other's calls", async () => {
      const member = await t.newMember();
      expect(
        (
          (await t
            .client({ token: member.token })
            .call(adminMe, {})
            .catch((e: unknown) => e)) as ApiError
        ).code,
      ).toBe(403);
      expect(
        (
          (await t
            .client({ token: owner.token })
            .call(getUserInfo, {})
            .catch((e: unknown) => e)) as ApiError
        ).code,
      ).toBe(403);
    });
  });

  describe('operators, settings and the audit log', () => {
    it('creates an operator who can then log in, and records who did it', async () => {
      const admin = t.client({ token: owner.token });
      const created = await admin.call(adminOperatorsCreate, {
        username: 'finance.amy',
        role: 'finance',
        reason: 'new hire',
      });
      expect(created.totpUri).toMatch(/^otpauth:\/\/totp\//);
      const totp = await code(created.totpSecret);
      await t.client().call(adminLogin, { username: 'finance.amy', password: created.password, totp });
      expect((await admin.call(adminOperatorsList, {})).items.map((o) => o.username)).toContain(
        'finance.amy',
      );

      const disabled = await admin.call(adminOperatorsUpdate, {
        operatorId: created.operator.id,
        active: false,
        reason: 'left',
      });
      expect(disabled.active).toBe(false);
      expect(
        await refusal(
          admin.call(adminOperatorsUpdate, { operatorId: owner.id, active: false, reason: 'oops' }),
        ),
      ).toBe('not_eligible');

      const audit = await admin.call(adminAuditList, {
        targetKind: 'operator',
        targetId: String(created.operator.id),
      });
      expect(audit.items.map((e) => [e.action, e.operatorUsername, e.reason])).toEqual([
        ['operator.update', owner.username, 'left'],
        ['operator.create', owner.username, 'new hire'],
      ]);
      expect(JSON.stringify(audit.items)).not.toContain(created.password);
    });

    it('validates settings against their schema and logs the change with before and after', async () => {
      const admin = t.client({ token: owner.token });
      const list = await admin.call(adminSettingsList, {});
      expect(list.items.find((s) => s.key === 'sms.resend_seconds')).toMatchObject({
        value: 60,
        defaultValue: 60,
      });
      expect(
        await refusal(
          admin.call(adminSettingsUpdate, { key: 'sms.resend_seconds', value: 5, reason: 'faster' }),
        ),
      ).toBe('parameter_error');
      expect(
        await refusal(admin.call(adminSettingsUpdate, { key: 'no.such', value: 1, reason: 'typo' })),
      ).toBe('parameter_error');
      const updated = await admin.call(adminSettingsUpdate, {
        key: 'sms.resend_seconds',
        value: 90,
        reason: 'fewer texts',
      });
      expect(updated.value).toBe(90);
      expect(await t.services.settings.get('sms.resend_seconds')).toBe(90);
      const [entry] = (await admin.call(adminAuditList, { action: 'setting.update', pageSize: 1 })).items;
      expect(entry).toMatchObject({
        targetId: 'sms.resend_seconds',
        before: 60,
        after: 90,
        reason: 'fewer texts',
      });
      await admin.call(adminSettingsUpdate, { key: 'sms.resend_seconds', value: 60, reason: 'back' });
    });

    it('lists every setting with its module and unit, money in cents and rates in basis points', async () => {
      const admin = t.client({ token: owner.token });
      const { items } = await admin.call(adminSettingsList, {});
      const byKey = new Map(items.map((row) => [row.key, row]));
      expect(items.map((row) => row.key).sort()).toEqual(Object.keys(t.services.settings.catalogue).sort());
      expect(byKey.get('withdraw.min_minor')).toMatchObject({
        module: 'withdrawals',
        unit: 'minor',
        defaultValue: 10_00,
      });
      expect(byKey.get('withdraw.fee_bps')).toMatchObject({ module: 'withdrawals', unit: 'bps' });
      expect(byKey.get('bank.change_hold_hours')).toMatchObject({ module: 'bank-cards', unit: 'hours' });
      expect(byKey.get('vip.thresholds_minor')).toMatchObject({ module: 'investments', unit: 'minor-list' });
      expect(byKey.get('templates.message.withdrawal_paid')).toMatchObject({ unit: 'messages' });
      expect(byKey.get('withdraw.window_start')).toMatchObject({ unit: 'time-of-day' });
      // The update answers the row the list has, unit included.
      const updated = await admin.call(adminSettingsUpdate, {
        key: 'withdraw.fee_bps',
        value: 150,
        reason: 'unit check',
      });
      expect(updated).toMatchObject({
        key: 'withdraw.fee_bps',
        module: 'withdrawals',
        unit: 'bps',
        value: 150,
      });
      await admin.call(adminSettingsUpdate, { key: 'withdraw.fee_bps', value: 200, reason: 'back' });
    });

    it('keeps the audit log append-only even for the database owner', async () => {
      await expect(sql`update audit_log set reason = 'rewritten'`.execute(t.services.db)).rejects.toThrow(
        /append-only/,
      );
      await expect(sql`delete from audit_log`.execute(t.services.db)).rejects.toThrow(/append-only/);
    });
  });
});
