// Scheduled job runs: the recorder that wraps every job, its table's repository and the switch.
export { failureOf, type JobOutcome } from './job-outcome.js';
export { recordedJob, type RecordedJob } from './job-recorder.js';
export {
  completedJobDays,
  firstJobDay,
  insertFinishedJobRun,
  jobRunsSince,
  latestRunsOfDay,
  listJobRuns,
} from './job-runs-repository.js';
export { jobSettings } from './job-settings.js';
