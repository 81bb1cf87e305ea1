import { renderTemplate, TEMPLATE_SAMPLES, unknownVariables } from '@cloudmine/api';
import { Form, Tag, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
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

/** Refuses a variable not on the template's list before the server would. */
export function variablesRule(variables: readonly string[], t: TFunction): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const unknown = typeof value === 'string' ? unknownVariables(value, variables) : [];
      return unknown.length === 0
        ? Promise.resolve()
        : Promise.reject(
            new Error(
              t('settings.templateUnknownVariable', {
                names: unknown.map((name) => `{${name}}`).join(', '),
              }),
            ),
          );
    },
  };
}
