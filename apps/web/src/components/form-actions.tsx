import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';

/** The submit button under a form, with what may follow it (a link to the other auth page). */
export function FormActions({
  label,
  loading,
  children,
}: {
  label: string;
  loading: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="form-actions">
      <Button block color="primary" size="large" type="submit" loading={loading}>
        {label}
      </Button>
      {children}
    </div>
  );
}
