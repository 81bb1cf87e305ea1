/** The exchange module: balance ⇄ points exchanges and team-balance conversions. */
export { exchangeRoutes } from './exchange-routes.js';
export { createExchangeService } from './exchange-service.js';
export { exchangeSettings } from './exchange-settings.js';
