import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** One text in the app's three languages; English is required and stands in for a missing one. */
export function LocalizedFields(props: {
  name: string[];
  label: string;
  max: number;
  multiline?: boolean;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const required = props.required ?? true;
  return (
    <>
      {(['en', 'zh', 'bd'] as const).map((language) => (
        <Form.Item
          key={language}
          name={[...props.name, language]}
          label={`${props.label} (${t(`languages.${language}`)})`}
          rules={[
            { required: required && language === 'en', whitespace: true, message: t('validation.required') },
            { max: props.max, message: t('validation.maxLength', { max: props.max }) },
          ]}
        >
          {props.multiline ? <Input.TextArea rows={3} /> : <Input />}
        </Form.Item>
      ))}
    </>
  );
}
