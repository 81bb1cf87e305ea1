import { UPLOAD_PATH, type UploadedFile } from '@cloudmine/api';
import List from 'antd-mobile/es/components/list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { LanguageListItem } from '@/components/language-picker';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/state-views';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { api } from '@/lib/api/api';
import { maskPhone } from '@/lib/phone';
import { showFailure, showSuccess } from '@/lib/toast';
import { storeUser, useUserInfo } from '@/lib/user';
import './profile.css';

/** What the upload pipeline keeps (the server checks the bytes again). */
const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

/** Settings hub: avatar, nickname, passwords, language. */
export default function ChangeInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUserInfo();
  const fileInput = useRef<HTMLInputElement>(null);

  // The picture goes through the upload pipeline (its bytes decide the type, metadata goes), then
  // becomes the avatar; only the member and operators can read it.
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const sent = await api.upload<UploadedFile>(UPLOAD_PATH, { purpose: 'avatar' }, file);
      return api.call('updateUserInfo', { kind: 'avatar', uploadId: sent.id });
    },
    onSuccess: (updated) => {
      storeUser(queryClient, updated);
      showSuccess(t('profile.avatarUpdated'));
    },
  });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) return showFailure(t('api.wrong_file_type'));
    upload.mutate(file);
  };

  if (!user.data) {
    return (
      <Page title="changeInfo">
        {user.isError ? <ErrorState onRetry={() => void user.refetch()} /> : <LoadingState />}
      </Page>
    );
  }
  const member = user.data;
  return (
    <Page title="changeInfo">
      <List mode="card" className="profile-list">
        <List.Item
          onClick={() => fileInput.current?.click()}
          extra={<UserAvatar user={member} size={44} />}
          description={t('profile.avatarHint')}
        >
          {upload.isPending ? t('common.loading') : t('profile.changeAvatar')}
        </List.Item>
        <List.Item extra={member.nickname} onClick={() => void navigate(paths.changeName)}>
          {t('profile.nickname')}
        </List.Item>
        <List.Item extra={maskPhone(member.phone)} clickable={false} arrowIcon={false}>
          {t('profile.phone')}
        </List.Item>
      </List>
      <List mode="card" className="profile-list">
        <List.Item onClick={() => void navigate(paths.changePassword)}>
          {t('profile.loginPassword')}
        </List.Item>
        <List.Item onClick={() => void navigate(`${paths.changePassword}?tab=fund`)}>
          {t('profile.fundPassword')}
        </List.Item>
        <LanguageListItem label={t('my.menu.language')} />
      </List>
      <input
        ref={fileInput}
        className="visually-hidden"
        type="file"
        accept={AVATAR_TYPES.join(',')}
        aria-label={t('profile.changeAvatar')}
        onChange={onFile}
      />
    </Page>
  );
}
