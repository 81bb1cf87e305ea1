import { z } from 'zod';
import { setting } from '../settings/settings.js';

export const jobSettings = {
  'jobs.enabled': setting(
    z.boolean(),
    true,
    'Whether this platform runs its scheduled jobs (daily income, expiries, principal returns, reconcile, backups). Apart from maintenance mode: turn both off to close the app and hold the jobs; a re-run from the console works either way',
  ),
};
