import type { CallDef } from '@cloudmine/api';
import { maintenanceStatus } from '@cloudmine/api';
import { AppError } from '../errors.js';
import type { SettingsReader } from '../settings/settings.js';
import type { maintenanceSettings } from './maintenance-settings.js';

/** Whether member calls are refused for maintenance (read through the settings cache, so a switch applies at once). */
export interface MaintenanceGate {
  /**
   * Throws `maintenance` for a member-side call while maintenance mode is on: a contract call, or a
   * route outside the contract (uploads) by its path.
   */
  check(call: Pick<CallDef, 'path'>): Promise<void>;
}

/** Operator calls live under /api/admin/; every other enveloped call is the member app's. */
function isMemberSide(call: Pick<CallDef, 'path'>): boolean {
  return !call.path.startsWith('/api/admin/') && call.path !== maintenanceStatus.path;
}

export function createMaintenanceGate(settings: SettingsReader<typeof maintenanceSettings>): MaintenanceGate {
  return {
    async check(call) {
      if (!isMemberSide(call)) return;
      if (await settings.get('maintenance.enabled')) throw new AppError('maintenance');
    },
  };
}
