import { useState } from 'react';

/** What a form row needs of its field: the value, how to change it, and the error to show. */
export interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * The text fields of a form and their errors. A submit hands `check` what it found (undefined where a
 * field is fine): the errors show, and it answers whether there were none.
 */
export function useFormFields<Name extends string>(initial: Record<Name, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  return {
    values,
    field: (name: Name): FieldBinding => ({
      value: values[name],
      onChange: (value) => setValues((current) => ({ ...current, [name]: value })),
      error: errors[name],
    }),
    clearErrors: () => setErrors({}),
    setError: (name: Name, error: string | undefined) =>
      setErrors((current) => ({ ...current, [name]: error })),
    check: (found: Partial<Record<Name, string | undefined>>): boolean => {
      const shown: Partial<Record<Name, string>> = {};
      for (const name in found) {
        const error = found[name];
        if (error) shown[name] = error;
      }
      setErrors(shown);
      return Object.keys(shown).length === 0;
    },
    /** Back to the first values, errors cleared (after a save that keeps the form on screen). */
    reset: () => {
      setValues(initial);
      setErrors({});
    },
  };
}

export type FormFields<Name extends string> = ReturnType<typeof useFormFields<Name>>;
