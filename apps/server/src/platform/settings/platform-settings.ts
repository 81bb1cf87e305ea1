import { z } from 'zod';
import { isTimeZone } from '../business-time.js';
import { setting } from './settings.js';

export const platformSettings = {
  'business.time_zone': setting(
    z.string().refine(isTimeZone, 'not an IANA time zone'),
    'Asia/Dhaka',
    'Time zone of the business day: daily income, check-in, withdrawal counts and windows',
  ),
  'session.ttl_hours': setting(
    z
      .number()
      .int()
      .min(1)
      .max(24 * 90),
    24 * 7,
    'How long a member stays logged in without logging in again, in hours',
  ),
};
