/** The operator dashboard: a summary and trends asked of the modules that own each figure, and the daily reconcile. */
export { dailyReconcileJob } from './daily-reconcile-job.js';
export { dashboardRoutes } from './dashboard-routes.js';
export { dashboardTrends } from './dashboard-trends.js';
export { trendRows } from './trend-csv.js';
