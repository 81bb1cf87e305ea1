import {
  adminRedpackCreate,
  adminRedpackGenerate,
  adminRedpacksList,
  adminRedpackStatus,
  REDPACK_STATUSES,
  type AdminRedpackRow,
} from '@cloudmine/api';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { PagedTable } from '@/components/paged-table';
import { ReasonField } from '@/components/reason-field';
import { useApi } from '@/lib/api/api-context';
import { dateTime, localInputToIso, money } from '@/lib/format';
import { useAction } from '@/lib/use-action';
import { usePagedList } from '@/lib/use-paged-list';
import { RedpackTermsFields } from './redpack-terms-fields';
import { PageCard } from '@/components/page-card';

type Status = AdminRedpackRow['status'];
interface TermsFields {
  totalAmount?: string;
  totalCount?: number | null;
  perClaimMin: string;
  perClaimMax: string;
  startsAt?: string;
  endsAt: string;
  minVipLevel?: number;
  reason: string;
}

/** The request terms from the form: empty optional fields are left out, local times become instants. */
function termsOf(fields: TermsFields) {
  return {
    perClaimMin: fields.perClaimMin,
    perClaimMax: fields.perClaimMax,
    endsAt: localInputToIso(fields.endsAt),
    reason: fields.reason,
    minVipLevel: fields.minVipLevel ?? 0,
    ...(fields.totalAmount?.trim() ? { totalAmount: fields.totalAmount.trim() } : {}),
    ...(fields.totalCount ? { totalCount: fields.totalCount } : {}),
    ...(fields.startsAt ? { startsAt: localInputToIso(fields.startsAt) } : {}),
  };
}

const STATE_COLORS: Record<AdminRedpackRow['state'], string> = {
  claimable: 'green',
  not_started: 'blue',
  paused: 'gold',
  fully_claimed: 'purple',
  ended: 'default',
  revoked: 'red',
};

/** Red-envelope codes: one at a time (optionally for one member) or generated in bulk. */
export function RedpacksPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<'create' | 'generate' | null>(null);
  const [statusOf, setStatusOf] = useState<AdminRedpackRow | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const list = usePagedList('redpacks', { query }, (request) => api.call(adminRedpacksList, request));
  const close = () => setDialog(null);

  const create = useAction(
    ({ code, phone, ...fields }: TermsFields & { code?: string; phone?: string }) =>
      api.call(adminRedpackCreate, {
        ...termsOf(fields),
        ...(code?.trim() ? { code: code.trim() } : {}),
        ...(phone?.trim() ? { phone: phone.trim() } : {}),
      }),
    {
      refresh: ['redpacks'],
      onDone: (row) => {
        close();
        setCodes([row.code]);
      },
    },
  );
  const generate = useAction(
    ({ count, ...fields }: TermsFields & { count: number }) =>
      api.call(adminRedpackGenerate, { ...termsOf(fields), count }),
    {
      refresh: ['redpacks'],
      onDone: (result) => {
        close();
        setCodes(result.codes);
      },
    },
  );
  const setStatus = useAction(
    (fields: { status: Status; reason: string }) =>
      api.call(adminRedpackStatus, { id: statusOf?.id ?? 0, ...fields }),
    { refresh: ['redpacks'], onDone: () => setStatusOf(null) },
  );

  return (
    <PageCard
      title={t('menu.redpacks')}
      extra={
        <Space>
          <Button onClick={() => setDialog('create')}>{t('redpacks.create')}</Button>
          <Button type="primary" onClick={() => setDialog('generate')}>
            {t('redpacks.generate')}
          </Button>
        </Space>
      }
    >
      <Input.Search
        allowClear
        placeholder={t('redpacks.searchHint')}
        onSearch={(value) => setQuery(value.trim())}
        style={{ width: 280, marginBottom: 16 }}
      />
      <PagedTable<AdminRedpackRow>
        list={list}
        columns={[
          {
            title: t('redpacks.code'),
            dataIndex: 'code',
            // A code is read and typed whole: never broken across lines.
            render: (c: string) => (
              <Typography.Text copyable style={{ whiteSpace: 'nowrap' }}>
                {c}
              </Typography.Text>
            ),
          },
          {
            title: t('redpacks.claimed'),
            render: (_: unknown, r: AdminRedpackRow) =>
              `${r.claimedCount}${r.totalCount === null ? '' : ` / ${r.totalCount}`} · ${money(r.claimedMinor)}${r.totalMinor === null ? '' : ` / ${money(r.totalMinor)}`}`,
          },
          {
            title: t('redpacks.perClaim'),
            render: (_: unknown, r: AdminRedpackRow) =>
              `${money(r.perClaimMinMinor)} – ${money(r.perClaimMaxMinor)}`,
          },
          {
            title: t('redpacks.window'),
            render: (_: unknown, r: AdminRedpackRow) => `${dateTime(r.startsAt)} – ${dateTime(r.endsAt)}`,
          },
          {
            title: t('redpacks.forMember'),
            dataIndex: 'phone',
            render: (p: string | null) => p ?? t('redpacks.anyone'),
          },
          {
            title: t('common.status'),
            render: (_: unknown, r: AdminRedpackRow) => (
              <Tag color={STATE_COLORS[r.state]}>{t(`redpacks.states.${r.state}`)}</Tag>
            ),
          },
          {
            title: t('common.actions'),
            fixed: 'right',
            render: (_: unknown, r: AdminRedpackRow) =>
              r.status === 'ended' || r.status === 'revoked' ? null : (
                <Button size="small" onClick={() => setStatusOf(r)}>
                  {t('redpacks.changeStatus')}
                </Button>
              ),
          },
        ]}
      />

      <FormModal<TermsFields & { code?: string; phone?: string }>
        title={t('redpacks.create')}
        open={dialog === 'create'}
        initialValues={{ minVipLevel: 0 }}
        pending={create.isPending}
        onSubmit={(fields) => create.mutate(fields)}
        onCancel={close}
        width={760}
      >
        <Space wrap>
          <Form.Item
            name="code"
            label={t('redpacks.code')}
            extra={t('redpacks.codeHint')}
            rules={[{ pattern: /^[A-Za-z0-9]{4,32}$/, message: t('validation.code') }]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="phone" label={t('redpacks.forMemberPhone')}>
            <Input />
          </Form.Item>
        </Space>
        <RedpackTermsFields />
        <ReasonField />
      </FormModal>

      <FormModal<TermsFields & { count: number }>
        title={t('redpacks.generate')}
        open={dialog === 'generate'}
        initialValues={{ count: 10, totalCount: 1, minVipLevel: 0 }}
        pending={generate.isPending}
        onSubmit={(fields) => generate.mutate(fields)}
        onCancel={close}
        width={760}
      >
        <Form.Item
          name="count"
          label={t('redpacks.count')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <InputNumber min={1} max={1000} precision={0} />
        </Form.Item>
        <RedpackTermsFields />
        <ReasonField />
      </FormModal>

      <FormModal<{ status: Status; reason: string }>
        title={`${t('redpacks.changeStatus')} ${statusOf?.code ?? ''}`}
        open={statusOf !== null}
        initialValues={{ status: statusOf?.status === 'paused' ? 'active' : 'paused' }}
        pending={setStatus.isPending}
        onSubmit={(fields) => setStatus.mutate(fields)}
        onCancel={() => setStatusOf(null)}
      >
        <Form.Item
          name="status"
          label={t('common.status')}
          extra={t('redpacks.finalHint')}
          rules={[{ required: true }]}
        >
          <Select<Status>
            options={REDPACK_STATUSES.map((s) => ({ value: s, label: t(`redpacks.statuses.${s}`) }))}
          />
        </Form.Item>
        <ReasonField />
      </FormModal>

      <Modal
        title={t('redpacks.codesTitle')}
        open={codes !== null}
        onOk={() => setCodes(null)}
        onCancel={() => setCodes(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Typography.Paragraph copyable={{ text: (codes ?? []).join('\n') }}>
          {t('redpacks.copyAll')}
        </Typography.Paragraph>
        <pre data-testid="generated-codes" style={{ maxHeight: 300, overflow: 'auto' }}>
          {(codes ?? []).join('\n')}
        </pre>
      </Modal>
    </PageCard>
  );
}
