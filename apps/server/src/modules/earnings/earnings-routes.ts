import { memberEarnings, memberHoldings } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { memberEarningsOf, memberHoldingsOf } from './member-earnings.js';

export interface EarningsRouteDeps extends RouteDeps {
  settings: SettingsReader<typeof platformSettings>;
}

/** The member's earnings view: income by day and source, and the holdings that earn it. */
export function earningsRoutes(scope: FastifyInstance, deps: EarningsRouteDeps): void {
  route(scope, deps, memberEarnings, async (input, { member, now }) =>
    memberEarningsOf(deps.db, member.id, {
      now,
      count: input.days,
      timeZone: await deps.settings.get('business.time_zone'),
    }),
  );
  route(scope, deps, memberHoldings, async (_input, { member }) => ({
    items: await memberHoldingsOf(deps.db, member.id, {
      language: member.language,
      timeZone: await deps.settings.get('business.time_zone'),
    }),
  }));
}
