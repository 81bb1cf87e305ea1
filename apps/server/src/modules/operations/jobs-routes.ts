import { adminJobRerun, adminJobRunsList, adminJobsList } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { businessDate } from '../../platform/business-time.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { listJobRuns, type jobSettings, type RecordedJob } from '../../platform/jobs/index.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { jobStatuses } from './job-status.js';

export interface JobsRouteDeps extends RouteDeps {
  jobs: readonly RecordedJob[];
  settings: SettingsReader<typeof platformSettings & typeof jobSettings>;
}

/** The console's view of the scheduled jobs: their runs, today's warnings, and a day's re-run. */
export function jobsAdminRoutes(scope: FastifyInstance, deps: JobsRouteDeps): void {
  route(scope, deps, adminJobsList, async (_input, { now }) => {
    const timeZone = await deps.settings.get('business.time_zone');
    const today = businessDate(now, timeZone);
    return {
      businessDay: today,
      enabled: await deps.settings.get('jobs.enabled'),
      jobs: await jobStatuses(deps.db, deps.jobs, today, timeZone, now),
    };
  });

  route(scope, deps, adminJobRunsList, (input) => listJobRuns(deps.db, input));

  // Not `adminAction`: the run is many transactions of its own (one per batch), which cannot nest in
  // the action's. The audit entry is committed first, so a run that dies half-way is still on record.
  route(scope, deps, adminJobRerun, async (input, context) => {
    const job = deps.jobs.find((candidate) => candidate.name === input.job);
    if (!job) throw new AppError('parameter_error');
    const today = businessDate(context.now, await deps.settings.get('business.time_zone'));
    if (input.businessDay > today) throw new AppError('parameter_error');
    await inTransaction(deps.db, (trx) =>
      deps.audit(trx, context.operator, context, [
        {
          action: 'jobs.rerun',
          targetKind: 'job',
          targetId: job.name,
          after: { businessDay: input.businessDay },
          reason: input.reason,
        },
      ]),
    );
    return job.rerun(input.businessDay, `operator:${context.operator.id}`);
  });
}
