import { APP_VERSION, carouselImages, downloadUrl, noticeList, openFund, runtimeInfo } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { businessDate } from '../../platform/business-time.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { listActiveCarousel, listPublishedNotices } from './content-repository.js';
import type { contentSettings } from './content-settings.js';

export interface ContentRouteDeps extends RouteDeps {
  settings: SettingsReader<typeof contentSettings & typeof platformSettings>;
}

export function contentRoutes(scope: FastifyInstance, deps: ContentRouteDeps): void {
  const { settings } = deps;

  route(scope, deps, runtimeInfo, async (_input, { now }) => {
    const timeZone = await settings.get('business.time_zone');
    return {
      appVersion: APP_VERSION,
      serverTime: now.toISOString(),
      timeZone,
      businessDate: businessDate(now, timeZone),
    };
  });

  route(scope, deps, downloadUrl, async () => ({ url: await settings.get('app.download_url') }));

  route(scope, deps, openFund, async () => ({ isOpen: await settings.get('funds.open') }));

  route(scope, deps, noticeList, async (input, { now }) => ({
    items: await listPublishedNotices(deps.db, input.language, input.limit, now),
  }));

  route(scope, deps, carouselImages, async (input) => ({
    items: await listActiveCarousel(deps.db, input.language),
  }));
}
