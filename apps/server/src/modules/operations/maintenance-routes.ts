import { maintenanceStatus } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { maintenanceSettings } from '../../platform/maintenance/maintenance-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';

export interface MaintenanceRouteDeps extends RouteDeps {
  settings: SettingsReader<typeof maintenanceSettings>;
}

/** The one member-side call that answers during maintenance: what the maintenance screen shows. */
export function maintenanceRoutes(scope: FastifyInstance, deps: MaintenanceRouteDeps): void {
  route(scope, deps, maintenanceStatus, async () => {
    const endsAt = await deps.settings.get('maintenance.ends_at');
    return {
      on: await deps.settings.get('maintenance.enabled'),
      message: {
        zh: await deps.settings.get('maintenance.message_zh'),
        en: await deps.settings.get('maintenance.message_en'),
        bd: await deps.settings.get('maintenance.message_bd'),
      },
      endsAt: endsAt === '' ? null : new Date(endsAt).toISOString(),
    };
  });
}
