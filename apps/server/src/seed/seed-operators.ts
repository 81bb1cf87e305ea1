import type { Services } from '../app/services.js';
import { findOperatorByUsername } from '../modules/admin/index.js';

/** Development defaults, printed at start; production refuses DEMO_SEED. */
export const DEMO_OPERATOR = {
  username: 'admin',
  password: 'admin1234',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

export async function seedOperators(services: Services): Promise<void> {
  if (await findOperatorByUsername(services.db, DEMO_OPERATOR.username)) return;
  await services.operators.create(services.db, DEMO_OPERATOR.username, 'owner', {
    password: DEMO_OPERATOR.password,
    totpSecret: DEMO_OPERATOR.totpSecret,
  });
}
