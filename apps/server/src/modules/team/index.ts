/** The team module's public surface: a member's team, invite bonuses and activations. */
export { teamRoutes } from './team-routes.js';
export { posterRoutes } from './poster-routes.js';
export { createTeamService } from './team-service.js';
export { teamSettings } from './team-settings.js';
export { countActivatedTeam } from './team-repository.js';
