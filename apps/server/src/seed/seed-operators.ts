import type { Services } from '../app/services.js';

/** Development defaults, printed at start; production refuses DEMO_SEED. */
export const DEMO_OPERATOR = {
  username: 'admin',
  password: 'admin1234',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

export async function seedOperators(services: Services): Promise<void> {
  const exists = await services.db
    .selectFrom('operators')
    .select('id')
    .where('username', '=', DEMO_OPERATOR.username)
    .executeTakeFirst();
  if (exists) return;
  await services.operators.create(services.db, DEMO_OPERATOR.username, 'owner', {
    password: DEMO_OPERATOR.password,
    totpSecret: DEMO_OPERATOR.totpSecret,
  });
}
