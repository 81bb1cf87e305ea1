// Operations: the console's view of scheduled job runs and the maintenance screen's status call.
export { jobsAdminRoutes } from './jobs-routes.js';
export { maintenanceRoutes } from './maintenance-routes.js';
