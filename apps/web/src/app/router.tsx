import {
  Navigate,
  UNSAFE_createHashHistory as createHashHistory,
  type Location,
  type RouteObject,
  type To,
} from 'react-router';
import { paths, PUBLIC_PATHS, type PathName } from '@/config/paths';
import { closeRouteOverlays } from '@/lib/route-overlays';
import { AppLayout } from './app-layout';
import { MemberOnly } from './member-only';
import { PAGES } from './page-registry';

function routeOf(name: Exclude<PathName, 'root'>): RouteObject {
  const path = paths[name];
  const Page = PAGES[name];
  return { path, element: PUBLIC_PATHS.has(path) ? <Page /> : <MemberOnly page={Page} /> };
}

const HomePage = PAGES.home;

export function appRoutes(): RouteObject[] {
  const names = Object.keys(PAGES) as Array<Exclude<PathName, 'root'>>;
  return [
    {
      element: <AppLayout />,
      children: [
        { path: paths.root, element: <HomePage /> },
        ...names.map(routeOf),
        // An unknown hash (an old link) lands on Home rather than a blank page.
        { path: '*', element: <Navigate to={paths.home} replace /> },
      ],
    },
  ];
}

/**
 * The app's hash history, with the two things code outside React needs of it: where the app is
 * and a way to go somewhere (the request wrapper sends a refused token to login). The declarative
 * router over this history is about 15 KB gzip lighter than the data router (`createHashRouter`),
 * whose loaders, actions and blockers the app does not use (docs/web-app.md, "Bundle budget").
 */
export interface AppRouter {
  readonly state: { readonly location: Location };
  navigate(to: To, options?: { replace?: boolean }): void;
  /** The history the app's router renders (app.tsx). */
  readonly history: HashHistory;
}

type HashHistory = ReturnType<typeof createHashHistory>;

/**
 * The history with the one place overlays close: each time the location changes (a link, a tab,
 * Back), before the router renders the next page, every open dialog, popup, sheet and toast is
 * closed (lib/route-overlays.ts). A history event that keeps the location (the exit question's
 * step forward, exit-guard.ts) closes nothing.
 */
export function closingOverlaysOnRouteChange(history: HashHistory): HashHistory {
  let key = history.location.key;
  const listen: HashHistory['listen'] = (listener) =>
    history.listen((update) => {
      if (update.location.key !== key) {
        key = update.location.key;
        closeRouteOverlays();
      }
      listener(update);
    });
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => history.push(to, state),
    replace: (to, state) => history.replace(to, state),
    go: (delta) => history.go(delta),
    listen,
  };
}

export function createAppRouter(): AppRouter {
  // v5Compat: listeners hear push and replace too, as HashRouter's own history does.
  const history = closingOverlaysOnRouteChange(createHashHistory({ v5Compat: true }));
  return {
    history,
    state: {
      get location() {
        return history.location;
      },
    },
    navigate(to, options) {
      if (options?.replace) history.replace(to);
      else history.push(to);
    },
  };
}
