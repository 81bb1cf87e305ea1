import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import Tabs from 'antd-mobile/es/components/tabs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { NewPasswordFields } from '@/components/new-password-fields';
import { TextField } from '@/components/text-field';
import { useFormFields } from '@/hooks/use-form-fields';
import { paths } from '@/config/paths';
import { api } from '@/lib/api/api';
import { session } from '@/lib/session';
import { showSuccess } from '@/lib/toast';
import { storeUser, useUserInfo, userKeys } from '@/lib/user';
import {
  checkPasswordChange,
  passwordErrors,
  PASSWORD_MIN_LENGTH,
  type PasswordChange,
} from '@/lib/password-rules';
import './profile.css';

type Kind = 'password' | 'fundPassword';

function PasswordForm({ kind, firstFundPassword }: { kind: Kind; firstFundPassword: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useFormFields<keyof PasswordChange>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const id = (name: string) => `${kind}-${name}`;

  const change = useMutation({
    mutationFn: () => api.call('updateUserInfo', { kind, ...form.values }),
    onSuccess: async (updated) => {
      if (kind === 'fundPassword') {
        storeUser(queryClient, updated);
        showSuccess(t('profile.fundPasswordChanged'));
        form.reset();
        return;
      }
      // The server has ended every session, this one included (DESIGN §3).
      session.signOut();
      queryClient.removeQueries({ queryKey: userKeys.all });
      await Dialog.alert({ content: t('profile.passwordChanged'), confirmText: t('common.ok') });
      void navigate(paths.login, { replace: true });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A first fund password is confirmed with the login password, and may equal it (as the server allows).
    const problems = checkPasswordChange(form.values, { allowSameAsOld: firstFundPassword });
    const found = {
      ...passwordErrors(t, problems),
      oldPassword: form.values.oldPassword ? undefined : t('common.required'),
    };
    if (!form.check(found)) return;
    if (kind === 'password') {
      const go = await Dialog.confirm({
        content: t('profile.passwordConfirm'),
        confirmText: t('common.confirm'),
        cancelText: t('common.cancel'),
      });
      if (!go) return;
    }
    change.mutate();
  };

  const oldLabel =
    kind === 'password'
      ? t('profile.oldPassword')
      : firstFundPassword
        ? t('profile.loginPassword')
        : t('profile.oldFundPassword');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p className="page-note profile-hint" role="note">
        {kind === 'password'
          ? t('profile.loginPasswordHint')
          : firstFundPassword
            ? t('profile.firstFundPasswordHint')
            : null}
      </p>
      <List mode="card" className="profile-list">
        <TextField
          id={id('old')}
          label={oldLabel}
          type="password"
          autoComplete="current-password"
          {...form.field('oldPassword')}
        />
        <NewPasswordFields
          ids={{ newPassword: id('new'), confirmPassword: id('confirm') }}
          form={form}
          minLength={PASSWORD_MIN_LENGTH}
        />
      </List>
      <FormActions label={t('common.save')} loading={change.isPending} />
    </form>
  );
}

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const user = useUserInfo();
  const active: Kind = params.get('tab') === 'fund' ? 'fundPassword' : 'password';
  return (
    <Page title="changePassword">
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === 'fundPassword' ? { tab: 'fund' } : {}, { replace: true })}
      >
        <Tabs.Tab key="password" title={t('profile.loginPassword')}>
          <PasswordForm kind="password" firstFundPassword={false} />
        </Tabs.Tab>
        <Tabs.Tab key="fundPassword" title={t('profile.fundPassword')}>
          <PasswordForm kind="fundPassword" firstFundPassword={!(user.data?.hasFundPassword ?? false)} />
        </Tabs.Tab>
      </Tabs>
    </Page>
  );
}
