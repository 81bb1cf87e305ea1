import List from 'antd-mobile/es/components/list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { TextField } from '@/components/text-field';
import { api } from '@/lib/api/api';
import { session } from '@/lib/session';
import { showSuccess } from '@/lib/toast';
import { storeUser } from '@/lib/user';
import './profile.css';

const NICKNAME_MAX = 32;

export default function ChangeNamePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [nickname, setNickname] = useState(() => session.get().user?.nickname ?? '');
  const [error, setError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () => api.call('updateUserInfo', { kind: 'nickname', nickname: nickname.trim() }),
    onSuccess: (updated) => {
      storeUser(queryClient, updated);
      showSuccess(t('profile.nicknameSaved'), { acrossNavigation: true });
      void navigate(-1);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = nickname.trim();
    const problem = value.length === 0 ? t('common.required') : null;
    setError(problem);
    if (!problem) save.mutate();
  };

  return (
    <Page title="changeName">
      <form onSubmit={submit} noValidate>
        <List mode="card" className="profile-list">
          <TextField
            id="nickname"
            label={t('profile.nickname')}
            error={error}
            value={nickname}
            onChange={setNickname}
            maxLength={NICKNAME_MAX}
            placeholder={t('profile.nicknamePlaceholder')}
            clearable
          />
        </List>
        <FormActions label={t('common.save')} loading={save.isPending} />
      </form>
    </Page>
  );
}
