import type { UserInfo } from '@cloudmine/api';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { returnPathOf } from '@/config/return-path';
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
 * or Home: the end of login and of register alike.
 */
export function useSignIn(): (answer: SessionAnswer) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  return ({ token, user, deviceToken }) => {
    rememberDevice(user.phone, deviceToken);
    session.signIn(token, user);
    queryClient.setQueryData(userKeys.info(), user);
    void navigate(returnPathOf(params), { replace: true });
  };
}
