import { z } from 'zod';
import { setting, settingsOf } from '../settings/settings.js';

export const jobSettings = settingsOf('jobs', {
  'jobs.enabled': setting(z.boolean(), true, 'boolean'),
});
