import { expect, it } from 'vitest';
import { reconcile } from '../ledger/reconcile.js';
import { createMiningProduct } from '../test-support/earning.js';
import { memberRow, type TestMember } from '../test-support/factories.js';
import { describeOnEngines } from '../test-support/test-app.js';
import { newKey } from '../test-support/refusal.js';

/**
 * Found by the mixed workload on PostgreSQL: a purchase locked the buyer's member row FOR UPDATE
 * and then waited for the product's stock row, while a purchase by someone in the buyer's team
 * held that stock row and posted a rebate to the buyer, whose ledger entry's foreign key needs a
 * KEY SHARE lock on the same member row. Two at a time deadlocked; under load the retries ran out
 * and the member got a 500.
 */
describeOnEngines('purchases by a team at once', (t) => {
  it('all succeed while each buyer is paid rebates by the others', async () => {
    const operator = await t.newOperator();
    const product = await createMiningProduct(t, operator.token, { price: '10', stock: 100_000 });
    // A chain: every member invited the next, so each purchase pays rebates to three other buyers.
    const chain: TestMember[] = [];
    for (let i = 0; i < 12; i += 1) {
      const inviter = i === 0 ? null : await memberRow(t.services, (chain[i - 1] as TestMember).id);
      chain.push(await t.newMember({ inviter, balanceMinor: 1_000_00 }));
    }
    const purchases = chain.flatMap((member) =>
      Array.from({ length: 4 }, () =>
        t.services.mall.purchase(
          { id: member.id, language: 'en' },
          { productId: product.id, quantity: 1 },
          { idempotencyKey: newKey(), now: t.clock.now(), call: '/api/auth/mall/purchase' },
        ),
      ),
    );
    const results = await Promise.allSettled(purchases);
    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason)] : [],
    );
    expect(failures).toEqual([]);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });
});
