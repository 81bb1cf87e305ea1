import {
  isNumberSettingUnit,
  isTemplateKey,
  LANGUAGES,
  TEMPLATE_VARIABLES,
  type SettingUnit,
} from '@cloudmine/api';
import { Form, Input, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language';
import { asFieldSchema, lengthProblem, propertySchema, type Problem } from './json-schema';
import { fieldText, formProblem, inputUnitLabel } from './setting-value';
import { TemplatePreview, TemplateVariables } from './template-help';
import { variablesRule } from './template-rule';

/** Every IANA zone the browser knows, for the business time zone. */
const TIME_ZONES = Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone }));

const PLACEHOLDERS: Partial<Record<SettingUnit, string>> = {
  'minor-list': '100.00, 500.00, 2000.00',
  'time-of-day': 'HH:MM',
  url: 'https://',
};

function inputModeOf(unit: SettingUnit): 'decimal' | 'numeric' | 'text' {
  if (unit === 'minor' || unit === 'bps' || unit === 'minor-list') return 'decimal';
  return isNumberSettingUnit(unit) ? 'numeric' : 'text';
}

/** A rule from a check that answers a problem or null. */
function ruleOf(check: (value: unknown) => Problem | null, t: TFunction): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const problem = check(value);
      return problem ? Promise.reject(new Error(t(problem.key, problem.values))) : Promise.resolve();
    },
  };
}

/**
 * One text per language, each checked by its own part of the schema. A message template also lists
 * its variables, refuses others, and previews each text with sample values.
 */
function PerLanguage(props: { schema: unknown; messages: boolean; variables: readonly string[] | null }) {
  const { t } = useTranslation();
  const { variables } = props;
  const textRule = (schema: unknown) =>
    ruleOf((value) => lengthProblem(fieldText(value), asFieldSchema(schema)), t);
  const rulesOf = (schema: unknown) =>
    variables === null ? [textRule(schema)] : [textRule(schema), variablesRule(variables, t)];
  const preview = (path: Array<string | number>) =>
    variables === null ? undefined : <TemplatePreview path={path} />;
  return (
    <>
      {variables === null ? null : <TemplateVariables variables={variables} />}
      {LANGUAGES.map((language) => {
        const label = t(`languages.${language}`);
        const schema = propertySchema(props.schema, language);
        return props.messages ? (
          <div key={language}>
            <Form.Item
              name={['value', language, 'title']}
              label={`${t('settings.messageTitle')} (${label})`}
              rules={rulesOf(propertySchema(schema, 'title'))}
              extra={preview(['value', language, 'title'])}
            >
              <Input />
            </Form.Item>
            <Form.Item
              name={['value', language, 'content']}
              label={`${t('settings.messageContent')} (${label})`}
              rules={rulesOf(propertySchema(schema, 'content'))}
              extra={preview(['value', language, 'content'])}
            >
              <Input.TextArea rows={3} />
            </Form.Item>
          </div>
        ) : (
          <Form.Item
            key={language}
            name={['value', language]}
            label={label}
            rules={rulesOf(schema)}
            extra={preview(['value', language])}
          >
            <Input.TextArea rows={2} />
          </Form.Item>
        );
      })}
    </>
  );
}

/** The value's field, chosen by the setting's unit: money in dollars, rates in percent, and so on. */
export function SettingField(props: { settingKey: string; unit: SettingUnit; schema: unknown }) {
  const { unit, schema } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  if (unit === 'texts' || unit === 'messages')
    return (
      <PerLanguage
        schema={schema}
        messages={unit === 'messages'}
        variables={isTemplateKey(props.settingKey) ? TEMPLATE_VARIABLES[props.settingKey] : null}
      />
    );

  const label = t('settings.value');
  if (unit === 'boolean') {
    return (
      <Form.Item name="value" label={label} valuePropName="checked">
        <Switch checkedChildren={t('settings.on')} unCheckedChildren={t('settings.off')} />
      </Form.Item>
    );
  }
  const rules = [ruleOf((value) => formProblem(unit, value, schema, language, t), t)];
  if (unit === 'time-zone') {
    return (
      <Form.Item name="value" label={label} rules={[{ required: true, message: t('validation.required') }]}>
        <Select showSearch options={TIME_ZONES} />
      </Form.Item>
    );
  }
  if (unit === 'instant') {
    return (
      <Form.Item name="value" label={label} extra={t('settings.instantHint')}>
        <Input type="datetime-local" allowClear />
      </Form.Item>
    );
  }
  const after = inputUnitLabel(unit, t);
  return (
    <Form.Item
      name="value"
      label={label}
      rules={rules}
      extra={unit === 'minor-list' ? t('settings.listHint') : null}
    >
      <Input
        {...(after ? { addonAfter: after } : {})}
        {...(PLACEHOLDERS[unit] ? { placeholder: PLACEHOLDERS[unit] } : {})}
        inputMode={inputModeOf(unit)}
        style={{ maxWidth: 360 }}
      />
    </Form.Item>
  );
}
