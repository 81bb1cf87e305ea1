import { adminJobRerun } from '@cloudmine/api';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ReasonField } from '@/components/reason-field';
import { useApi } from '@/lib/api/api-context';
import { useAction } from '@/lib/use-action';

interface RerunFields {
  job: string;
  businessDay: string;
  reason: string;
}

/** Runs a job again for a business day; the jobs pay once per item and day, so only what is unpaid is paid. */
export function RerunModal(props: {
  open: boolean;
  jobs: string[];
  initial: { job?: string; businessDay: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const rerun = useAction((fields: RerunFields) => api.call(adminJobRerun, fields), {
    refresh: ['job-runs', 'jobs'],
    onDone: props.onClose,
  });
  return (
    <FormModal<RerunFields>
      title={t('jobs.rerun')}
      open={props.open}
      initialValues={props.initial}
      pending={rerun.isPending}
      onSubmit={(fields) => rerun.mutate(fields)}
      onCancel={props.onClose}
      okText={t('jobs.rerun')}
    >
      <p>{t('jobs.rerunHint')}</p>
      <Form.Item
        name="job"
        label={t('jobs.job')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Select options={props.jobs.map((job) => ({ value: job, label: job }))} />
      </Form.Item>
      <Form.Item
        name="businessDay"
        label={t('jobs.businessDay')}
        rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: t('jobs.dayFormat') }]}
      >
        <Input type="date" />
      </Form.Item>
      <ReasonField />
    </FormModal>
  );
}
