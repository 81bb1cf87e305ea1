import type { CallDef } from '@cloudmine/api';
import { createSession } from '../modules/accounts/index.js';
import { seedDemo } from '../seed/demo-seed.js';
import { DEMO_PHONE } from '../seed/seed-accounts.js';

import type { TestApp } from '../test-support/test-app.js';

/**
 * The demo world (members with orders, cards, coupons, bargains; products, channels, prizes) so
 * hostile payloads reach real rows, and fresh credentials per call so one call's damage (a logout,
 * a ban) never blinds the next.
 */
export async function seedHostileWorld(t: TestApp): Promise<{ demoMemberId: number }> {
  await seedDemo(t.services);
  const demo = await t.services.db
    .selectFrom('members')
    .select('id')
    .where('phone', '=', DEMO_PHONE)
    .executeTakeFirstOrThrow();
  return { demoMemberId: demo.id };
}

/** A live token of the kind `call` needs: the demo member's, an owner operator's, or none. */
export async function tokenFor(t: TestApp, call: CallDef, demoMemberId: number): Promise<string | null> {
  if (call.auth === 'public') return null;
  if (call.auth === 'operator') return (await t.newOperator('owner')).token;
  return (await createSession(t.services.db, demoMemberId, t.clock.now(), 24)).token;
}
