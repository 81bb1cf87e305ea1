import { LANGUAGES, type Language, type UserInfo } from '@cloudmine/api';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { returnPathOf } from '@/config/return-path';
import { api } from '@/lib/api/api';
import { useTranslation } from '@/lib/i18n/use-translation';
import { session } from '@/lib/session';
import { rememberDevice } from '@/lib/trusted-device';
import { userKeys } from '@/lib/user';

/** What login, SMS login and register answer: a session. */
export interface SessionAnswer {
  token: string;
  user: UserInfo;
  deviceToken?: string;
}

/**
 * Keeps a new session and goes where the visitor was going (`?redirect=`, config/return-path.ts),
 * or Home: the end of login and of register alike. The language the app is in wins over the one
 * stored on the member (docs/decisions.md, issue 18): the visitor read and maybe chose it on this
 * page, so it is stored on the member, and messages from the platform follow it too.
 */
export function useSignIn(): (answer: SessionAnswer) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  return ({ token, user, deviceToken }) => {
    rememberDevice(user.phone, deviceToken);
    const appLanguage = LANGUAGES.find((language: Language) => language === i18n.language);
    const member = appLanguage && appLanguage !== user.language ? { ...user, language: appLanguage } : user;
    session.signIn(token, member);
    queryClient.setQueryData(userKeys.info(), member);
    // Best effort: a refusal leaves the stored language as it was, and the app in the visitor's.
    if (member !== user) api.call('setLanguage', { language: member.language }).catch(() => undefined);
    void navigate(returnPathOf(params), { replace: true });
  };
}
