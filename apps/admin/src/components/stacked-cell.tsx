import { Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * Two facts in one table cell, the second under the first in grey (a time under its order, a kind
 * under its name), so crowded lists fit a 1280 px screen (e2e/tests/console-widths.spec.ts).
 */
export function StackedCell({ main, note }: { main: ReactNode; note?: ReactNode }) {
  return (
    <>
      {main}
      {note ? (
        <>
          <br />
          <Typography.Text type="secondary">{note}</Typography.Text>
        </>
      ) : null}
    </>
  );
}
