import { Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';

interface PageCardProps {
  title: ReactNode;
  /** The page's one primary action (e.g. "New bank"); `false` where the operator may not take it. */
  action?: { label: ReactNode; onClick: () => void } | false;
  /** Anything else in the card's corner (an export button). */
  extra?: ReactNode;
  children: ReactNode;
}

/** The frame of a console page: its title, its primary action in the corner, its content. */
export function PageCard({ title, action, extra, children }: PageCardProps) {
  return (
    <Card
      title={<Typography.Title level={4}>{title}</Typography.Title>}
      extra={
        action ? (
          <Button type="primary" onClick={action.onClick}>
            {action.label}
          </Button>
        ) : (
          extra
        )
      }
    >
      {children}
    </Card>
  );
}
