import { VERIFICATION_REJECT_REASONS, type Language } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { PhotoPicker } from '@/components/photo-picker';
import { ErrorState, LoadingState } from '@/components/state-views';
import { TextField } from '@/components/text-field';
import { paths, withQuery } from '@/config/paths';
import { verificationKeys, verificationStatusQuery } from '@/lib/verification';
import { api } from '@/lib/api/api';
import { showSuccess } from '@/lib/toast';
import { userKeys } from '@/lib/user';
import '@/components/member-care.css';

type Photo = 'frontUploadId' | 'backUploadId' | 'selfieUploadId';
const PHOTOS: Photo[] = ['frontUploadId', 'backUploadId', 'selfieUploadId'];

function VerificationForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [legalName, setLegalName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [photos, setPhotos] = useState<Record<Photo, number | null>>({
    frontUploadId: null,
    backUploadId: null,
    selfieUploadId: null,
  });
  const [error, setError] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: (input: { frontUploadId: number; backUploadId: number; selfieUploadId: number }) =>
      api.call('verificationSubmit', { legalName: legalName.trim(), idNumber: idNumber.trim(), ...input }),
    onSuccess: (status) => {
      queryClient.setQueryData(verificationKeys.status, status);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      showSuccess(t('care.submitted'));
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { frontUploadId, backUploadId, selfieUploadId } = photos;
    if (!legalName.trim() || !idNumber.trim()) return setError(t('common.required'));
    if (frontUploadId === null || backUploadId === null || selfieUploadId === null)
      return setError(t('care.photosNeeded'));
    setError(null);
    submit.mutate({ frontUploadId, backUploadId, selfieUploadId });
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <List mode="card">
        <TextField id="legal-name" label={t('care.legalName')} value={legalName} onChange={setLegalName} />
        <TextField id="id-number" label={t('care.idNumber')} value={idNumber} onChange={setIdNumber} />
      </List>
      <div className="photo-row">
        {PHOTOS.map((photo) => (
          <PhotoPicker
            key={photo}
            id={`photo-${photo}`}
            label={t(`care.photo.${photo}`)}
            purpose="identity"
            value={photos[photo]}
            onChange={(uploadId) => setPhotos((current) => ({ ...current, [photo]: uploadId }))}
          />
        ))}
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <FormActions label={t('care.submit')} loading={submit.isPending} />
    </form>
  );
}

/** Identity verification (docs/member-care.md): what the member sent, its state, and a form when due. */
export default function VerificationPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const status = useQuery(verificationStatusQuery());
  if (status.isError)
    return <Page title="verification">{<ErrorState onRetry={() => void status.refetch()} />}</Page>;
  if (!status.data)
    return (
      <Page title="verification">
        <LoadingState />
      </Page>
    );
  const { state, rejectReason, legalName, idNumberTail } = status.data;
  const language =
    (i18n.language as Language) in VERIFICATION_REJECT_REASONS.photo_unclear
      ? (i18n.language as Language)
      : 'en';
  return (
    <Page title="verification">
      <div className="verification" data-testid="verification-state" data-state={state}>
        <List mode="card">
          <List.Item extra={t(`care.state.${state}`)}>{t('care.stateLabel')}</List.Item>
          {legalName ? (
            <List.Item extra={`${legalName} · ****${idNumberTail ?? ''}`}>{t('care.legalName')}</List.Item>
          ) : null}
        </List>
        {state === 'rejected' && rejectReason ? (
          <NoticeBar wrap color="alert" content={VERIFICATION_REJECT_REASONS[rejectReason][language]} />
        ) : null}
        {state === 'review' ? <NoticeBar wrap color="info" content={t('care.reviewHint')} /> : null}
        {state === 'none' || state === 'rejected' ? <VerificationForm /> : null}
        <div className="care-support-link">
          <Button
            size="small"
            fill="none"
            color="primary"
            onClick={() => void navigate(withQuery(paths.support, { topic: 'identity' }))}
          >
            {t('care.contactSupport')}
          </Button>
        </div>
      </div>
    </Page>
  );
}
