// The built server's services on the database the environment names, for the benchmark's own
// processes (seeding, settling): migrated, with the development SMS adapter and in-memory limits.
import { openCliServices } from '../../apps/server/dist/cli/cli-services.js';

export function openServices() {
  return openCliServices();
}
