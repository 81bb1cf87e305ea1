import {
  getUserInfo,
  login,
  loginSms,
  logout,
  register,
  registerConfig,
  setLanguage,
  smsSend,
  SMS_CODE_LENGTH,
  updateUserInfo,
} from '@cloudmine/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { accountSettings } from './account-settings.js';
import type { AccountsService } from './accounts-service.js';
import { storedUserAgent } from './device-name.js';
import type { LoginFrom } from './member-login.js';
import type { SecondFactorInput } from './two-factor.js';
import { revokeSession } from './member-sessions-repository.js';

function loginFrom(input: SecondFactorInput, ip: string, request: FastifyRequest): LoginFrom {
  return {
    ip,
    userAgent: storedUserAgent(request.headers['user-agent']),
    totpCode: input.totpCode,
    deviceToken: input.deviceToken,
  };
}

export interface AccountsRouteDeps extends RouteDeps {
  accounts: AccountsService;
  settings: SettingsReader<typeof accountSettings & typeof platformSettings>;
}

export function accountsRoutes(scope: FastifyInstance, deps: AccountsRouteDeps): void {
  const { accounts, settings } = deps;

  route(scope, deps, registerConfig, async () => ({
    phonePattern: await settings.get('phone.pattern'),
    phoneExample: await settings.get('phone.example'),
    invitationRequired: await settings.get('register.invitation_required'),
    codeLength: SMS_CODE_LENGTH,
    resendSeconds: await settings.get('sms.resend_seconds'),
    passwordMinLength: 6,
  }));

  route(scope, deps, smsSend, (input, { ip }) => accounts.sendSmsCode(input.phone, input.purpose, ip));

  route(scope, deps, register, (input, { ip, request }) =>
    accounts.register(input, { ip, userAgent: storedUserAgent(request.headers['user-agent']) }),
  );

  route(scope, deps, login, (input, { ip, request }) =>
    accounts.login(input.phone, input.password, loginFrom(input, ip, request)),
  );

  route(scope, deps, loginSms, (input, { ip, request }) =>
    accounts.loginWithSms(input.phone, input.smsCode, loginFrom(input, ip, request)),
  );

  route(scope, deps, logout, async (_input, { member, token, now }) => {
    await revokeSession(deps.db, token, now);
    deps.sessions.memberChanged(member.id);
    return { ok: true as const };
  });

  route(scope, deps, getUserInfo, (_input, { member }) => accounts.userInfo(member.id));

  route(scope, deps, setLanguage, async (input, { member }) => ({
    language: await accounts.setLanguage(member.id, input.language),
  }));

  route(scope, deps, updateUserInfo, (input, { member, ip }) => accounts.updateInfo(member.id, input, ip));
}
