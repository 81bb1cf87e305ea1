import Input, { type InputProps } from 'antd-mobile/es/components/input';
import type { ReactNode } from 'react';
import { Field } from './field';

type TextFieldProps = Omit<InputProps, 'id'> & {
  id: string;
  label: string;
  error?: string | null | undefined;
  hint?: string;
  extra?: ReactNode;
};

/** A labelled text input with its error: the row every form of the app is made of. */
export function TextField({ id, label, error, hint, extra, ...input }: TextFieldProps) {
  return (
    <Field htmlFor={id} label={label} error={error} hint={hint} extra={extra}>
      <Input id={id} aria-invalid={error ? true : undefined} {...input} />
    </Field>
  );
}
