import { z } from 'zod';
import { timestamp } from './common.js';
import { defineCall } from './define.js';

/**
 * Whether the member app is closed for maintenance, and what to tell members. The one member-side
 * call that still answers while it is closed (every other answers `maintenance`).
 */
export const maintenanceStatus = defineCall({
  method: 'POST',
  path: '/api/maintenance/status',
  auth: 'public',
  summary: 'Whether the app is closed for maintenance, with the operator’s message and expected end',
  request: z.object({}),
  response: z.object({
    on: z.boolean(),
    /** The operator's message per language (empty: the app shows its own default text). */
    message: z.object({ zh: z.string(), en: z.string(), bd: z.string() }),
    /** When the operator expects to open again, if said. */
    endsAt: timestamp.nullable(),
  }),
});
