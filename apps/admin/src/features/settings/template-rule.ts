import { unknownVariables } from '@cloudmine/api';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

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
