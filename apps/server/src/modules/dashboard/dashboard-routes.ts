import { adminDashboardSummary, adminDashboardTrends } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { addDays, businessDate, businessDayStart, lastBusinessDays } from '../../platform/business-time.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { dashboardSummary } from './dashboard-summary.js';
import { dashboardTrends } from './dashboard-trends.js';

export interface DashboardRouteDeps extends RouteDeps {
  settings: SettingsReader<typeof platformSettings>;
}

export function dashboardRoutes(scope: FastifyInstance, deps: DashboardRouteDeps): void {
  route(scope, deps, adminDashboardSummary, async (_input, { now }) => {
    const timeZone = await deps.settings.get('business.time_zone');
    const date = businessDate(now, timeZone);
    const day = {
      date,
      start: businessDayStart(date, timeZone).toISOString(),
      end: businessDayStart(addDays(date, 1), timeZone).toISOString(),
    };
    return dashboardSummary(deps.db, day);
  });
  route(scope, deps, adminDashboardTrends, async (input, { now }) =>
    dashboardTrends(
      deps.db,
      lastBusinessDays(now, input.days, await deps.settings.get('business.time_zone')),
    ),
  );
}
