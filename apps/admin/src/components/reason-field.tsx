import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Every change an operator makes says why (3-500 characters); the reason lands in the audit log. */
export function ReasonField({ optional = false }: { optional?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="reason"
      label={t('common.reason')}
      rules={[
        { required: !optional, message: t('validation.reasonRequired') },
        { min: 3, max: 500, message: t('validation.reasonLength') },
      ]}
    >
      <Input.TextArea rows={2} maxLength={500} placeholder={t('common.reasonHint')} />
    </Form.Item>
  );
}
