import { parseArgs } from 'node:util';
import { openCliServices } from './cli-services.js';

/**
 * `npm run operator:unlock -w @cloudmine/server -- --username alice`: lets a locked-out operator
 * log in again at once, from every address. It bumps the operator's lockout generation in the
 * database, which every failure-counter key carries, so it works whether the running servers keep
 * their counters in Redis or in memory. Exits 1 when there is no such operator.
 */
const { values } = parseArgs({ options: { username: { type: 'string' } } });
if (!values.username) {
  console.error('usage: operator:unlock --username <name>');
  process.exit(2);
}
const { services, close } = await openCliServices();
let found = false;
try {
  found = await services.operators.unlock(values.username);
  console.log(found ? `operator ${values.username} unlocked` : `no operator named ${values.username}`);
} finally {
  await close();
}
process.exitCode = found ? 0 : 1;
