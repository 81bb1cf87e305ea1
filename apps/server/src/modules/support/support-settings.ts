import { z } from 'zod';
import { setting } from '../../platform/settings/settings.js';

/** Limits of the public support form (members who cannot log in: docs/member-care.md). */
export const supportSettings = {
  'support.contact_per_ip_per_hour': setting(
    z.number().int().min(1).max(10_000),
    10,
    'Public support messages (from members who cannot log in) one address may send in an hour',
  ),
  'support.contact_per_day': setting(
    z.number().int().min(1).max(100),
    5,
    'Public support messages one member may send in 24 hours (their phone and password prove who writes)',
  ),
};
