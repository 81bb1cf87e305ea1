import { adminSettingsUpdate } from '@cloudmine/api';
import { apiClient, logInOperator, shareOperatorSession } from './api.ts';

/**
 * Logs the demo operator in once for the whole run and hands the session to the workers: every login
 * spends a 30-second step of the one authenticator, so logins of their own would refuse one another.
 *
 * Every browser and support call of the run comes from 127.0.0.1, so the per-address registration and
 * SMS limits (20 and 30 an hour by default) would refuse the run's later new members with
 * `request_too_frequent`. Raised once for the run, as the general request limit is (server-env.ts);
 * their own tests are in apps/server. Playwright starts the web server before global setup.
 */
export default async function globalSetup(): Promise<void> {
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4610}`;
  const session = await logInOperator(baseURL);
  shareOperatorSession(baseURL, session);
  const operator = await apiClient(baseURL, session.token);
  for (const key of ['register.max_per_ip_per_hour', 'sms.max_per_ip_per_hour']) {
    await operator.call(adminSettingsUpdate, {
      key,
      value: 100_000,
      reason: 'e2e: one address for the whole run',
    });
  }
}
