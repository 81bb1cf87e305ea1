import {
  adminVerificationApprove,
  adminVerificationReject,
  adminVerificationsList,
  VERIFICATION_REJECT_REASON_KEYS,
  VERIFICATION_REJECT_REASONS,
  type CallResponse,
  type VerificationRejectReason,
  type VerificationState,
} from '@cloudmine/api';
import { Button, Form, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/filter-select';
import { FormModal } from '@/components/form-modal';
import { MemberIdFilter } from '@/components/member-id-filter';
import { PagedTable } from '@/components/paged-table';
import { memberColumn } from '@/components/table-columns';
import { ReasonField } from '@/components/reason-field';
import { UploadImage } from '@/components/upload-image';
import { useApi } from '@/lib/api/api-context';
import { dateTime } from '@/lib/format';
import { useAction } from '@/lib/use-action';
import { usePagedList } from '@/lib/use-paged-list';
import { PageCard } from '@/components/page-card';

type Row = CallResponse<typeof adminVerificationsList>['items'][number];
type Reviewed = Exclude<VerificationState, 'none'>;
const STATES: Reviewed[] = ['review', 'verified', 'rejected'];
const STATE_COLOURS: Record<Reviewed, string> = { review: 'gold', verified: 'green', rejected: 'red' };

function languageOf(language: string): 'en' | 'zh' | 'bd' {
  return language === 'zh' || language === 'bd' ? language : 'en';
}

/** One submission: the three photos side by side with what the member typed, and the decision. */
function ReviewModal({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [kind, setKind] = useState<'approve' | 'reject'>('approve');
  const decide = useAction(
    (fields: { rejectReason?: VerificationRejectReason; reason?: string }) =>
      kind === 'approve'
        ? api.call(adminVerificationApprove, {
            verificationId: row.id,
            ...(fields.reason?.trim() ? { reason: fields.reason.trim() } : {}),
          })
        : api.call(adminVerificationReject, {
            verificationId: row.id,
            rejectReason: fields.rejectReason ?? 'photo_unclear',
            reason: fields.reason?.trim() ?? '',
          }),
    { refresh: ['verifications'], onDone: onClose },
  );
  const language = languageOf(i18n.language);
  return (
    <FormModal<{ rejectReason?: VerificationRejectReason; reason?: string }>
      title={`${t('care.review')} #${row.id} · ${row.phone}`}
      open
      width={760}
      pending={decide.isPending}
      onSubmit={(fields) => decide.mutate(fields)}
      onCancel={onClose}
      okText={kind === 'approve' ? t('reviews.approve') : t('reviews.reject')}
      danger={kind === 'reject'}
    >
      <Typography.Paragraph>
        {t('care.legalName')}: <b>{row.legalName}</b> · {t('care.idNumber')}: <b>{row.idNumber}</b>
      </Typography.Paragraph>
      <Space align="start" wrap>
        <figure>
          <UploadImage id={row.frontUploadId} alt={t('care.front')} />
          <figcaption>{t('care.front')}</figcaption>
        </figure>
        <figure>
          <UploadImage id={row.backUploadId} alt={t('care.back')} />
          <figcaption>{t('care.back')}</figcaption>
        </figure>
        <figure>
          <UploadImage id={row.selfieUploadId} alt={t('care.selfie')} />
          <figcaption>{t('care.selfie')}</figcaption>
        </figure>
      </Space>
      {row.state === 'review' ? (
        <>
          <Form.Item label={t('care.decision')}>
            <Select<'approve' | 'reject'>
              value={kind}
              onChange={setKind}
              data-testid="verification-decision"
              options={[
                { value: 'approve', label: t('reviews.approve') },
                { value: 'reject', label: t('reviews.reject') },
              ]}
            />
          </Form.Item>
          {kind === 'reject' ? (
            <Form.Item name="rejectReason" label={t('care.rejectReason')} rules={[{ required: true }]}>
              <Select
                options={VERIFICATION_REJECT_REASON_KEYS.map((key) => ({
                  value: key,
                  label: VERIFICATION_REJECT_REASONS[key][language],
                }))}
              />
            </Form.Item>
          ) : null}
          <ReasonField optional={kind === 'approve'} />
        </>
      ) : null}
    </FormModal>
  );
}

/** The identity verification queue (docs/member-care.md): oldest waiting first. */
export function VerificationsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<Reviewed | undefined>('review');
  const [memberId, setMemberId] = useState<number | undefined>();
  const [open, setOpen] = useState<Row | null>(null);
  const filters = { ...(state ? { state } : {}), ...(memberId ? { memberId } : {}) };
  const list = usePagedList('verifications', filters, (request) => api.call(adminVerificationsList, request));
  return (
    <PageCard title={t('menu.verifications')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <FilterSelect
          values={STATES}
          value={state}
          onChange={setState}
          text={(value) => t(`care.state.${value}`)}
          placeholder={t('common.status')}
        />
        <MemberIdFilter value={memberId} onChange={setMemberId} />
      </Space>
      <PagedTable<Row>
        list={list}
        columns={[
          memberColumn<Row>(t),
          { title: t('care.legalName'), dataIndex: 'legalName' },
          { title: t('care.idNumber'), dataIndex: 'idNumber' },
          {
            title: t('common.status'),
            dataIndex: 'state',
            render: (value: Reviewed) => <Tag color={STATE_COLOURS[value]}>{t(`care.state.${value}`)}</Tag>,
          },
          { title: t('common.time'), dataIndex: 'submittedAt', render: dateTime },
          {
            title: t('common.actions'),
            render: (_: unknown, row: Row) => (
              <Button
                size="small"
                type={row.state === 'review' ? 'primary' : 'default'}
                onClick={() => setOpen(row)}
              >
                {row.state === 'review' ? t('care.review') : t('care.view')}
              </Button>
            ),
          },
        ]}
      />
      {open ? <ReviewModal row={open} onClose={() => setOpen(null)} /> : null}
    </PageCard>
  );
}
