import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from './icon';
import { Money } from './money';
import './result-view.css';

export interface ResultAction {
  label: string;
  /** A path of the route table (with its query), or a function for what stays on the page. */
  to: string | (() => void);
}

/**
 * The screen that ends a money action (paying, buying, starting, withdrawing): what happened, the
 * amount, what comes next, and the way on: to the record it made and back (issue 18). `pending`
 * says the action is in someone else's hands now (a withdrawal in review, a payment on its way),
 * `failed` that it did not happen.
 */
export function ResultView({
  status = 'done',
  title,
  amountMinor,
  lines,
  primary,
  secondary,
}: {
  status?: 'done' | 'pending' | 'failed';
  title: string;
  amountMinor?: number;
  /** What happened in detail and what comes next, one sentence a line. */
  lines: ReactNode[];
  primary: ResultAction;
  secondary?: ResultAction;
}) {
  const navigate = useNavigate();
  const go = (action: ResultAction) => () => {
    if (typeof action.to === 'function') action.to();
    else void navigate(action.to, { replace: true });
  };
  return (
    <section
      className={`result-view result-view-${status}`}
      role="status"
      aria-label={title}
      data-testid="result-view"
    >
      <span className="result-view-icon" aria-hidden="true">
        <Icon name={status === 'failed' ? 'alert' : status} size={56} />
      </span>
      <h2 className="result-view-title">{title}</h2>
      {amountMinor === undefined ? null : (
        <p className="result-view-amount">
          <Money minor={amountMinor} />
        </p>
      )}
      <ul className="result-view-lines">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      <div className="result-view-actions">
        <Button block color="primary" size="large" onClick={go(primary)}>
          {primary.label}
        </Button>
        {secondary ? (
          <Button block size="large" onClick={go(secondary)}>
            {secondary.label}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
