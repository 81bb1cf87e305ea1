import { useState } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router';
import { AppTabBar } from '@/components/app-tab-bar';
import { ConnectionBanner } from '@/components/connection-banner';
import { SLIDE_IN_RIGHT_PATHS } from '@/config/paths';
import { tabOfPath } from '@/config/tab-bar';
import { useLaunchChecks } from './use-launch-checks';

/** The CSS animation a page enters with (app.css; none under prefers-reduced-motion). */
function enterAnimation(pathname: string, navigationType: NavigationType, first: boolean): string {
  if (first) return '';
  if (navigationType !== NavigationType.Pop && SLIDE_IN_RIGHT_PATHS.has(pathname))
    return 'enter-slide-in-right';
  if (navigationType === NavigationType.Push) return 'enter-forward';
  if (navigationType === NavigationType.Pop) return 'enter-back';
  // REPLACE: a tab switch or a redirect.
  return 'enter-fade';
}

/** The shell around every page: the page with its transition, and the tab bar on tab roots. */
export function AppLayout() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The page the app opened on appears without a transition.
  const [launchKey] = useState(location.key);
  useLaunchChecks();
  const tab = tabOfPath(location.pathname);
  const animation = enterAnimation(location.pathname, navigationType, location.key === launchKey);
  return (
    <div className={tab ? 'app-shell has-tab-bar' : 'app-shell'}>
      <ConnectionBanner />
      <main key={location.pathname} className={`app-main ${animation}`}>
        <Outlet />
      </main>
      {tab ? <AppTabBar active={tab} /> : null}
    </div>
  );
}
