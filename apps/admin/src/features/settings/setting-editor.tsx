import { Button, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ReasonField } from '@/components/reason-field';
import { asFieldSchema, fieldKindOf, problemOf, showValue } from './json-schema';
import type { SettingRow } from './settings-page';

interface Fields {
  value: unknown;
  reason: string;
}

/** One setting's field, chosen by its JSON Schema; objects and lists are edited as JSON. */
export function SettingEditor(props: {
  setting: SettingRow | null;
  pending: boolean;
  onSubmit: (value: unknown, reason: string) => void;
  onCancel: () => void;
}) {
  const { setting } = props;
  const { t } = useTranslation();
  const schema = asFieldSchema(setting?.schema);
  const kind = fieldKindOf(schema);
  const asForm = (value: unknown) => (kind === 'json' ? JSON.stringify(value, null, 2) : value);

  const submit = ({ value, reason }: Fields) => {
    props.onSubmit(kind === 'json' ? JSON.parse(String(value)) : value, reason);
  };

  const validator = (_rule: unknown, raw: unknown) => {
    let value = raw;
    if (kind === 'json') {
      try {
        value = JSON.parse(String(raw));
      } catch {
        return Promise.reject(new Error(t('validation.json')));
      }
    }
    const problem = problemOf(value, schema);
    return problem ? Promise.reject(new Error(t(problem.key, problem.values))) : Promise.resolve();
  };

  return (
    <FormModal<Fields>
      title={setting?.key ?? ''}
      open={setting !== null}
      initialValues={setting ? { value: asForm(setting.value) } : {}}
      pending={props.pending}
      onSubmit={submit}
      onCancel={props.onCancel}
    >
      {(form) => (
        <>
          <Typography.Paragraph>{setting?.description}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {t('settings.default')}:{' '}
            <Typography.Text code>{showValue(setting?.defaultValue)}</Typography.Text>{' '}
            <Button
              size="small"
              type="link"
              onClick={() => form.setFieldValue('value', asForm(setting?.defaultValue))}
            >
              {t('settings.useDefault')}
            </Button>
          </Typography.Paragraph>
          <Form.Item
            name="value"
            label={t('settings.value')}
            valuePropName={kind === 'boolean' ? 'checked' : 'value'}
            rules={[{ validator }]}
          >
            {kind === 'boolean' ? (
              <Switch />
            ) : kind === 'integer' || kind === 'number' ? (
              <InputNumber
                style={{ width: 240 }}
                precision={kind === 'integer' ? 0 : undefined}
                {...(schema.minimum !== undefined ? { min: schema.minimum } : {})}
                {...(schema.maximum !== undefined ? { max: schema.maximum } : {})}
              />
            ) : kind === 'enum' ? (
              <Select
                options={(schema.enum ?? []).map((v) => ({ value: v as string, label: showValue(v) }))}
              />
            ) : kind === 'string' ? (
              <Input />
            ) : (
              <Input.TextArea rows={8} style={{ fontFamily: 'monospace' }} />
            )}
          </Form.Item>
          <ReasonField />
        </>
      )}
    </FormModal>
  );
}
