import { Link } from 'react-router';
import type { AppPath } from '@/config/paths';

/** A text link in the navigation bar's right slot, e.g. a page's records. */
export function NavBarLink({ to, label }: { to: AppPath; label: string }) {
  return (
    <Link className="nav-link" to={to}>
      {label}
    </Link>
  );
}
