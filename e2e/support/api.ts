import {
  adminLogin,
  ApiError,
  createAesGcmCodec,
  createApiClient,
  register,
  smsSend,
  type ApiClient,
} from '@cloudmine/api';
import { generate } from 'otplib';
import { latestSmsCode, uniquePhone } from './sms-outbox.ts';

/** The development envelope key: the e2e server runs with the defaults (playwright.config.ts). */
const DEV_ENVELOPE_KEY = 'ZGV2LW9ubHktZW52ZWxvcGUta2V5LWNoYW5nZS1tZSE=';

/** The demo operator of the demo seed (docs/operations.md). */
export const DEMO_OPERATOR = {
  username: 'admin',
  password: 'admin1234',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

/** The typed client of packages/api against the e2e server, as the app and the CLI use it. */
export async function apiClient(baseURL: string, token: string | null = null): Promise<ApiClient> {
  const codec = await createAesGcmCodec(DEV_ENVELOPE_KEY);
  return createApiClient({ codec, baseUrl: baseURL, getToken: () => token });
}

const operatorSessions = new Map<string, Promise<ApiClient>>();

/**
 * The demo operator's API session, logged in once per worker and server: every login spends a
 * 30-second step of the one authenticator all tests share, and the console's logins need steps too.
 */
export function operatorClient(baseURL: string): Promise<ApiClient> {
  let session = operatorSessions.get(baseURL);
  if (!session) {
    session = logInOperator(baseURL);
    operatorSessions.set(baseURL, session);
    session.catch(() => operatorSessions.delete(baseURL));
  }
  return session;
}

/**
 * The demo operator logged in with a code from its authenticator secret. A code is accepted once,
 * so when another test used this 30-second step already, wait for the next one.
 */
async function logInOperator(baseURL: string): Promise<ApiClient> {
  const visitor = await apiClient(baseURL);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { token } = await visitor.call(adminLogin, {
        username: DEMO_OPERATOR.username,
        password: DEMO_OPERATOR.password,
        totp: await generate({ secret: DEMO_OPERATOR.totpSecret }),
      });
      return apiClient(baseURL, token);
    } catch (error) {
      if (!(error instanceof ApiError && error.key === 'totp_wrong') || attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
    }
  }
}

/** A new member registered with the demo invitation code, logged in: phone, password and token. */
export async function newMember(
  baseURL: string,
): Promise<{ phone: string; password: string; token: string }> {
  const visitor = await apiClient(baseURL);
  const phone = uniquePhone();
  const password = 'e2e-pass-123';
  await visitor.call(smsSend, { phone, purpose: 'register' });
  // Registration answers the new member's session, as a login does.
  const { token } = await visitor.call(register, {
    phone,
    password,
    confirmPassword: password,
    invitationCode: 'DEMO88',
    smsCode: await latestSmsCode(phone),
    language: 'en',
  });
  return { phone, password, token };
}
