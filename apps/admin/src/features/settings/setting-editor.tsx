import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ReasonField } from '@/components/reason-field';
import { useLanguage } from '@/lib/i18n/use-language';
import { SettingField } from './setting-field';
import { fromForm, showSetting, toForm } from './setting-value';
import type { SettingRow } from './settings-page';
import { useSettingText } from './use-setting-text';

interface Fields {
  value: unknown;
  reason: string;
}

/**
 * One setting in a dialog: its title and meaning in the operator's language, the default in the
 * setting's unit, and a field that takes dollars, percent, hours… and sends the stored integer.
 */
export function SettingEditor(props: {
  setting: SettingRow | null;
  pending: boolean;
  onSubmit: (value: unknown, reason: string) => void;
  onCancel: () => void;
}) {
  const { setting } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const text = useSettingText(setting?.key ?? '');

  return (
    <FormModal<Fields>
      title={text.title}
      open={setting !== null}
      initialValues={setting ? { value: toForm(setting.unit, setting.value) } : {}}
      pending={props.pending}
      onSubmit={({ value, reason }) => setting && props.onSubmit(fromForm(setting.unit, value), reason)}
      onCancel={props.onCancel}
    >
      {(form) =>
        setting && (
          <>
            <Typography.Paragraph>{text.meaning}</Typography.Paragraph>
            <Typography.Paragraph type="secondary">
              <Typography.Text code>{setting.key}</Typography.Text> · {t('settings.default')}:{' '}
              <Typography.Text strong>
                {showSetting(setting.unit, setting.defaultValue, language, t)}
              </Typography.Text>{' '}
              <Button
                size="small"
                type="link"
                onClick={() => form.setFieldValue('value', toForm(setting.unit, setting.defaultValue))}
              >
                {t('settings.useDefault')}
              </Button>
            </Typography.Paragraph>
            <SettingField settingKey={setting.key} unit={setting.unit} schema={setting.schema} />
            <ReasonField />
          </>
        )
      }
    </FormModal>
  );
}
