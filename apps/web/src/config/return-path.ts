import { isAppPath, paths, withQuery } from './paths';

/**
 * Where a visitor was going when a member page sent them to log in: carried as `?redirect=` through
 * login and register (and between the two), so the member lands there once logged in.
 */
const PARAM = 'redirect';

/** Pages that are no destination after logging in: the way in itself. */
const WAY_IN: ReadonlySet<string> = new Set([paths.login, paths.register, paths.forgotPassword]);

/**
 * The page to go to after logging in: `redirect` when it names a page of this app (with its query),
 * Home for anything else (an absolute or protocol-relative URL, an unknown page, the login page).
 */
export function returnPathOf(params: URLSearchParams): string {
  const target = params.get(PARAM);
  if (!target) return paths.home;
  const queryAt = target.indexOf('?');
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
  if (!isAppPath(pathname) || WAY_IN.has(pathname) || pathname === paths.root) return paths.home;
  return target;
}

/** The query that carries the destination on, or nothing when it is Home anyway. */
function returnQuery(params: URLSearchParams): Record<string, string> {
  const target = returnPathOf(params);
  return target === paths.home ? {} : { [PARAM]: target };
}

/** The login page that returns to `pathname` + `search` (a member page a visitor opened). */
export function loginReturningTo(pathname: string, search: string): string {
  const target = `${pathname}${search}`;
  return returnPathOf(new URLSearchParams({ [PARAM]: target })) === paths.home
    ? paths.login
    : withQuery(paths.login, { [PARAM]: target });
}

/** A way-in page (`login`, `register`) that keeps the destination found in `params`. */
export function wayInKeeping(
  page: typeof paths.login | typeof paths.register,
  params: URLSearchParams,
): string {
  return withQuery(page, returnQuery(params));
}
