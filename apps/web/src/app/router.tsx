import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { paths, PUBLIC_PATHS, type PathName } from '@/config/paths';
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

export function createAppRouter() {
  return createHashRouter(appRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
