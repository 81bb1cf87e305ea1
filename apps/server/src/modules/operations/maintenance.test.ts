import {
  adminDashboardSummary,
  adminSettingsUpdate,
  getUserInfo,
  login,
  maintenanceStatus,
  registerConfig,
} from '@cloudmine/api';
import { expect, it } from 'vitest';
import { createMember, createOperator, FACTORY_PASSWORD } from '../../test-support/factories.js';
import { describeOnEngines } from '../../test-support/test-app.js';

describeOnEngines('maintenance mode', (t) => {
  it('refuses every member call with `maintenance` while the console works, and off brings it back', async () => {
    const member = await createMember(t.services);
    const owner = t.client({ token: (await createOperator(t.services, 'owner')).token });
    const memberClient = t.client({ token: member.token });
    const set = (key: string, value: unknown) =>
      owner.call(adminSettingsUpdate, { key, value, reason: 'planned database upgrade' });

    await set('maintenance.message_en', 'Upgrading the database');
    await set('maintenance.message_bd', 'ডাটাবেস আপগ্রেড হচ্ছে');
    await set('maintenance.ends_at', '2026-01-15T14:00:00+06:00');
    await set('maintenance.enabled', true);

    const refused = { code: 400, message: 'maintenance', data: null };
    expect((await memberClient.raw(getUserInfo, {})).body).toMatchObject(refused);
    // Public member calls too, and without a token: closed is the answer whoever asks.
    expect((await t.client().raw(registerConfig, {})).body).toMatchObject(refused);
    expect(
      (await t.client().raw(login, { phone: member.phone, password: FACTORY_PASSWORD })).body,
    ).toMatchObject(refused);
    expect(await t.client().call(maintenanceStatus, {})).toEqual({
      on: true,
      message: { zh: '', en: 'Upgrading the database', bd: 'ডাটাবেস আপগ্রেড হচ্ছে' },
      endsAt: '2026-01-15T08:00:00.000Z',
    });
    // The console and operator calls keep working.
    expect((await owner.call(adminDashboardSummary, {})).members.total).toBeGreaterThan(0);

    await set('maintenance.enabled', false);
    expect((await memberClient.call(getUserInfo, {})).phone).toBe(member.phone);
    expect((await t.client().call(maintenanceStatus, {})).on).toBe(false);
  });

  it('refuses an end time that is not an instant', async () => {
    const owner = t.client({ token: (await createOperator(t.services, 'owner')).token });
    const answer = await owner.raw(adminSettingsUpdate, {
      key: 'maintenance.ends_at',
      value: 'tomorrow morning',
      reason: 'planned database upgrade',
    });
    expect(answer.body).toMatchObject({ code: 400 });
  });
});
