import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';

interface FieldProps {
  /** The id of the input inside, so the label names it for screen readers (and tests). */
  htmlFor: string;
  label: string;
  error?: string | null;
  extra?: ReactNode;
  hint?: string;
  children: ReactNode;
}

/** One labelled form row with its error under it. */
export function Field({ htmlFor, label, error, extra, hint, children }: FieldProps) {
  const description = error ? (
    <span className="field-error" role="alert" id={`${htmlFor}-error`}>
      {error}
    </span>
  ) : hint ? (
    <span className="field-hint">{hint}</span>
  ) : undefined;
  return (
    <List.Item
      title={<label htmlFor={htmlFor}>{label}</label>}
      description={description}
      extra={extra}
      className="field"
    >
      {children}
    </List.Item>
  );
}
