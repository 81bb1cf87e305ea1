import { renderTemplate, TEMPLATE_SAMPLES } from '@cloudmine/api';
import { Form, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The variables a template may use, as the operator types them. */
export function TemplateVariables({ variables }: { variables: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Typography.Paragraph data-testid="template-variables">
      {t('settings.templateVariables')}:{' '}
      {variables.length === 0
        ? t('settings.templateNoVariables')
        : variables.map((name) => <Tag key={name}>{`{${name}}`}</Tag>)}
    </Typography.Paragraph>
  );
}

/** The text as a member would read it, its variables filled with samples, updated as it is typed. */
export function TemplatePreview({ path }: { path: readonly (string | number)[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const value: unknown = Form.useWatch([...path], form);
  if (typeof value !== 'string' || value.trim() === '') return null;
  return (
    <span data-testid="template-preview">
      {t('settings.templatePreview')}: {renderTemplate(value, TEMPLATE_SAMPLES)}
    </span>
  );
}
