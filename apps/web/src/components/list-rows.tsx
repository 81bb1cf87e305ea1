import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './icon';

interface RowProps {
  children: ReactNode;
  /** Shown at the row's end, before the arrow (a state, a badge, the current language). */
  extra?: ReactNode;
  'data-testid'?: string;
}

function RowContent({ children, extra }: RowProps) {
  return (
    <div className="adm-list-item-content">
      <div className="adm-list-item-content-main">{children}</div>
      {extra ? <div className="adm-list-item-content-extra">{extra}</div> : null}
      <div className="adm-list-item-content-arrow">
        <Icon name="forward" />
      </div>
    </div>
  );
}

/**
 * Rows of an antd-mobile List that open a page or act, drawn with its classes. antd-mobile draws
 * a clickable row as an `<a>` without `href`: no link for "open in a new tab" or for crawlers
 * (Lighthouse's crawlable-anchors) and no button for assistive technology. A page row here is a
 * real link, an action row a real button.
 */
export function ListLinkRow({ to, ...row }: RowProps & { to: string }) {
  return (
    <Link to={to} className="adm-list-item list-row" data-testid={row['data-testid']}>
      <RowContent {...row} />
    </Link>
  );
}

export function ListButtonRow({ onClick, ...row }: RowProps & { onClick: () => void }) {
  return (
    <button
      type="button"
      className="adm-list-item list-row"
      onClick={onClick}
      data-testid={row['data-testid']}
    >
      <RowContent {...row} />
    </button>
  );
}
