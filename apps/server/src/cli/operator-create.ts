import { OPERATOR_ROLES, type OperatorRole } from '@cloudmine/api';
import { parseArgs } from 'node:util';
import { openCliServices } from './cli-services.js';

/**
 * `npm run operator:create -w @cloudmine/server -- --username alice --role owner`: bootstraps an
 * operator straight in the database (the first owner has nobody to create them). Prints the one-time
 * password and the TOTP secret for the authenticator app.
 */
const { values } = parseArgs({
  options: { username: { type: 'string' }, role: { type: 'string', default: 'owner' } },
});
const role = values.role as OperatorRole;
if (!values.username || !OPERATOR_ROLES.includes(role)) {
  console.error(`usage: operator:create --username <name> --role <${OPERATOR_ROLES.join('|')}>`);
  process.exit(2);
}
const { db, services, close } = await openCliServices();
try {
  const created = await services.operators.create(db, values.username, role);
  console.log(`operator ${values.username} (${role}) created`);
  console.log(`  password:    ${created.password}`);
  console.log(`  TOTP secret: ${created.totpSecret}`);
  console.log(`  TOTP URI:    ${created.totpUri}`);
} finally {
  await close();
}
