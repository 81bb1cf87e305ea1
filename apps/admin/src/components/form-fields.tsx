import { Form, InputNumber, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A yes/no field of a form, as a switch. */
export function SwitchField({ name, label }: { name: string; label: ReactNode }) {
  return (
    <Form.Item name={name} label={label} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}

/** Where a row stands in its list (smallest first), a whole number up to `max`. */
export function SortOrderField({ max }: { max: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="sortOrder" label={t('catalogue.sortOrder')}>
      <InputNumber min={0} max={max} precision={0} />
    </Form.Item>
  );
}
