import type { Services } from '../app/services.js';
import { reconcileAndRecord } from '../ledger/reconcile.js';
import { seedAccounts } from './seed-accounts.js';
import { seedContent } from './seed-content.js';
import { seedEngagement } from './seed-engagement.js';
import { seedEarning } from './seed-earning.js';
import { DEMO_OPERATOR, seedOperators } from './seed-operators.js';
import { seedTeam } from './seed-team.js';
import { seedWallet } from './seed-wallet.js';

export interface DemoCredentials {
  phone: string;
  password: string;
  invitationCode: string;
  operator: typeof DEMO_OPERATOR;
}

/**
 * Demo data for a newcomer's `npm start`: members in a small team with money on the ledger,
 * notices and a carousel, machines, pledge products and funds, recharge channels and banks with the
 * demo member's history, and the engagement features (check-ins, prizes, red-envelope codes,
 * messages, coupons), with reviews waiting for the operator and a first reconcile. Runs once; a database that has members is left alone.
 */
export async function seedDemo(services: Services): Promise<DemoCredentials> {
  const demo = await seedAccounts(services);
  if (demo.created) {
    await seedContent(services);
    await seedEngagement(services, demo.members);
    await seedEarning(services, demo.members);
    // After the mall's products: the demo bargains are on one of them.
    await seedTeam(services, demo.members);
    await seedWallet(services);
    // The operator dashboard shows the last reconcile: start with one on the seeded ledger.
    await reconcileAndRecord(services.db, services.clock, 'seed');
  }
  await seedOperators(services);
  return { ...demo.credentials, operator: DEMO_OPERATOR };
}
