import {
  adminLogin,
  createAesGcmCodec,
  createApiClient,
  register,
  smsSend,
  type ApiClient,
  type OperatorInfo,
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

/** The demo operator's session as the console keeps it after a login: the token and who they are. */
export interface OperatorSession {
  token: string;
  operator: OperatorInfo;
}

/** Where global setup hands the run's operator session to the workers (they inherit its environment). */
const SHARED_SESSION_ENV = 'E2E_OPERATOR_SESSION';

/**
 * Logs the demo operator in through the API with the current authenticator code. A code's 30-second
 * step is spent by the login that uses it and refuses every later login within it, so the run logs in
 * once, in global setup, and every worker shares that session (operatorClient, openConsole); only a
 * server a test starts for itself, with its own database, needs a login of its own.
 */
export async function logInOperator(baseURL: string): Promise<OperatorSession> {
  const visitor = await apiClient(baseURL);
  const { token, operator } = await visitor.call(adminLogin, {
    username: DEMO_OPERATOR.username,
    password: DEMO_OPERATOR.password,
    totp: await generate({ secret: DEMO_OPERATOR.totpSecret }),
  });
  return { token, operator };
}

export function shareOperatorSession(baseURL: string, session: OperatorSession): void {
  process.env[SHARED_SESSION_ENV] = JSON.stringify({ baseURL, ...session });
}

/** The session global setup logged in for the run's server. */
export function sharedOperatorSession(): OperatorSession & { baseURL: string } {
  const text = process.env[SHARED_SESSION_ENV];
  if (!text) throw new Error('no shared operator session: global setup did not run');
  return JSON.parse(text) as OperatorSession & { baseURL: string };
}

const operatorSessions = new Map<string, Promise<ApiClient>>();

/**
 * The demo operator's API client on `baseURL`, made once per worker and server: the run's shared
 * session, or on a server a test started for itself, a login of its own.
 */
export function operatorClient(baseURL: string): Promise<ApiClient> {
  let session = operatorSessions.get(baseURL);
  if (!session) {
    const shared = sharedOperatorSession();
    session =
      shared.baseURL === baseURL
        ? apiClient(baseURL, shared.token)
        : logInOperator(baseURL).then(({ token }) => apiClient(baseURL, token));
    operatorSessions.set(baseURL, session);
    session.catch(() => operatorSessions.delete(baseURL));
  }
  return session;
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
