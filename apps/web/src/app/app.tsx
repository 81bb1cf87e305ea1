import Button from 'antd-mobile/es/components/button';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router';
import type { I18n } from '@/lib/i18n/translator';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useMaintenance } from '@/lib/maintenance';
import { reopenApp, useExited } from './exit-guard';
import { MaintenanceScreen } from './maintenance-screen';
import { appRoutes, type AppRouter } from './router';

function ExitedScreen() {
  const { t } = useTranslation();
  return (
    <div className="exited-screen" role="status">
      <p>{t('exit.closed')}</p>
      <Button fill="none" color="primary" onClick={reopenApp}>
        {t('exit.reopen')}
      </Button>
    </div>
  );
}

const ROUTES = appRoutes();

function Routes() {
  return useRoutes(ROUTES);
}

function Shell({ router }: { router: AppRouter }) {
  const exited = useExited();
  const closed = useMaintenance();
  if (exited) return <ExitedScreen />;
  return closed ? (
    <MaintenanceScreen />
  ) : (
    <HistoryRouter history={router.history}>
      <Routes />
    </HistoryRouter>
  );
}

export function App({
  router,
  queryClient,
  i18n,
}: {
  router: AppRouter;
  queryClient: QueryClient;
  i18n: I18n;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Shell router={router} />
      </QueryClientProvider>
    </I18nProvider>
  );
}
