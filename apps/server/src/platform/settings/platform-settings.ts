import { z } from 'zod';
import { isTimeZone } from '../business-time.js';
import { setting, settingsOf } from './settings.js';

export const platformSettings = settingsOf('platform', {
  'business.time_zone': setting(
    z.string().refine(isTimeZone, 'not an IANA time zone'),
    'Asia/Dhaka',
    'time-zone',
  ),
  'session.ttl_hours': setting(
    z
      .number()
      .int()
      .min(1)
      .max(24 * 90),
    24 * 7,
    'hours',
  ),
});
