import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import Tabs from 'antd-mobile/es/components/tabs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { api } from '@/lib/api/api';
import { session } from '@/lib/session';
import { showSuccess } from '@/lib/toast';
import { storeUser, useUserInfo, userKeys } from '@/lib/user';
import { checkPasswordChange, PASSWORD_MIN_LENGTH, type PasswordChange } from './password-rules';
import './profile.css';

type Kind = 'password' | 'fundPassword';

function PasswordForm({ kind, firstFundPassword }: { kind: Kind; firstFundPassword: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PasswordChange>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordChange, string>>>({});
  const set = (name: keyof PasswordChange) => (value: string) => setForm((f) => ({ ...f, [name]: value }));
  const id = (name: string) => `${kind}-${name}`;

  const change = useMutation({
    mutationFn: () => api.call('updateUserInfo', { kind, ...form }),
    onSuccess: async (updated) => {
      if (kind === 'fundPassword') {
        storeUser(queryClient, updated);
        showSuccess(t('profile.fundPasswordChanged'));
        setForm({ oldPassword: '', newPassword: '', confirmPassword: '' });
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
    const found = checkPasswordChange(form, { allowSameAsOld: firstFundPassword });
    const next: typeof errors = {};
    for (const [field, problem] of Object.entries(found)) {
      next[field as keyof PasswordChange] =
        problem === 'too_short'
          ? t('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH })
          : t(`api.${problem}`);
    }
    if (!form.oldPassword) next.oldPassword = t('common.required');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
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
      <p className="profile-hint" role="note">
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
          error={errors.oldPassword}
          type="password"
          autoComplete="current-password"
          value={form.oldPassword}
          onChange={set('oldPassword')}
        />
        <TextField
          id={id('new')}
          label={t('profile.newPassword')}
          error={errors.newPassword}
          type="password"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={set('newPassword')}
          placeholder={t('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH })}
        />
        <TextField
          id={id('confirm')}
          label={t('profile.confirmPassword')}
          error={errors.confirmPassword}
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
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
