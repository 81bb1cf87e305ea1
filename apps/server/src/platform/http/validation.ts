import { isErrorKey, type ErrorKey } from '@cloudmine/api';
import { z } from 'zod';

/**
 * Every zod message on the server is a catalogue key: a schema's own `error` wins, a missing field
 * is `missing_parameters`, anything else is `parameter_error`. Installed once at start.
 */
export function installCatalogueErrors(): void {
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return 'missing_parameters';
      return 'parameter_error';
    },
  });
}

export function keyFromValidation(issues: ReadonlyArray<{ message?: string }>): ErrorKey {
  for (const issue of issues) {
    if (isErrorKey(issue.message) && issue.message !== 'parameter_error') return issue.message;
  }
  return 'parameter_error';
}
