// npm run build [-- --force]: build every package whose sources changed (or all with --force).
import { assertNodeVersion, ensureBuilt, ensureInstalled, main } from './lib/steps.mjs';

main(() => {
  assertNodeVersion();
  ensureInstalled();
  ensureBuilt({ force: process.argv.includes('--force') });
});
