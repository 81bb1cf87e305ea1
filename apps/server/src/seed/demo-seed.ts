import type { Services } from '../app/services.js';
import { reconcileAndRecord } from '../ledger/reconcile.js';
import { DEMO_PHONE, seedAccounts } from './seed-accounts.js';
import { seedCare } from './seed-care.js';
import { seedContent } from './seed-content.js';
import { seedEngagement } from './seed-engagement.js';
import { seedEarning } from './seed-earning.js';
import { seedJobs } from './seed-jobs.js';
import { DEMO_OPERATOR, seedOperators } from './seed-operators.js';
import { seedSecurity } from './seed-security.js';
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
 * messages, coupons), identity verifications and a support conversation, with reviews waiting for the operator and a first reconcile. Runs once; a database that has members is left alone.
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
    // The jobs page: a few days of runs, one failure and its re-run, and today's runs.
    await seedJobs(services);
    await seedSecurity(services);
    await seedCare(services, demo.members, DEMO_PHONE);
    // The operator dashboard shows the last reconcile: start with one on the seeded ledger.
    await reconcileAndRecord(services.db, services.clock, 'seed');
  }
  await seedOperators(services);
  return { ...demo.credentials, operator: DEMO_OPERATOR };
}
