import {
  adminExportPostings,
  adminExportRecharges,
  adminExportWithdrawals,
  type CsvExport,
  type ReviewState,
} from '@cloudmine/api';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { useApi } from '@/lib/api/api-context';
import { downloadCsv } from '@/lib/download';
import { useCan } from '@/lib/session-context';

interface ExportFilters {
  memberId?: number;
  state?: ReviewState;
  channelId?: number;
  type?: number;
}
type Kind = 'postings' | 'withdrawals' | 'recharges';

/**
 * CSV of what the list shows (its member, state, channel or type filter) over a range of business
 * days. Hidden from roles without `exports.read`.
 */
export function ExportButton({
  kind,
  filters,
  label,
}: {
  kind: Kind;
  filters: ExportFilters;
  label?: string;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { message } = App.useApp();
  const allowed = useCan('exports.read');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!allowed) return null;

  const run = async (range: { from?: string; to?: string }) => {
    const dates = { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
    const member = filters.memberId ? { memberId: filters.memberId } : {};
    const state = filters.state ? { state: filters.state } : {};
    setPending(true);
    try {
      let file: CsvExport;
      if (kind === 'postings') {
        file = await api.call(adminExportPostings, {
          ...dates,
          ...member,
          ...(filters.type ? { type: filters.type } : {}),
        });
      } else if (kind === 'withdrawals') {
        file = await api.call(adminExportWithdrawals, { ...dates, ...member, ...state });
      } else {
        const channel = filters.channelId ? { channelId: filters.channelId } : {};
        file = await api.call(adminExportRecharges, { ...dates, ...member, ...state, ...channel });
      }
      downloadCsv(file.filename, file.csv);
      if (file.truncated) void message.warning(t('exports.truncated', { rows: file.rows }));
      setOpen(false);
    } catch {
      // The API wrapper has shown the refusal.
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{label ?? t('exports.button')}</Button>
      <FormModal<{ from?: string; to?: string }>
        title={t('exports.title')}
        open={open}
        pending={pending}
        onSubmit={(range) => void run(range)}
        onCancel={() => setOpen(false)}
        okText={t('exports.download')}
      >
        <Form.Item name="from" label={t('exports.from')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="to" label={t('exports.to')} extra={t('exports.hint')}>
          <Input type="date" />
        </Form.Item>
      </FormModal>
    </>
  );
}
