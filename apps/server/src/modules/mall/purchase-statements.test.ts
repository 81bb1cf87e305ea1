import { mallPurchase } from '@cloudmine/api';
import { expect, it } from 'vitest';
import { countStatements } from '../../platform/db/statement-counter.js';
import { createMiningProduct } from '../../test-support/earning.js';
import { newKey } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import { createMallService } from './mall-service.js';

/**
 * A purchase is a chain of statements on its group line's one connection (PostgreSQL), so each one
 * costs a round trip: bench/README.md. This keeps the count from growing back.
 */
// Was 16 on both: product, bought count and stock figures were read twice, the posting was three
// statements on PostgreSQL, and the balance was read back. Then 11/13: the VIP level was raised and
// read back, and every investment inserted an activation; now the locked standing's level spares
// both when the total reaches no higher, and only a member's first investment activates.
const MOST_STATEMENTS = { sqlite: 10, postgres: 8 };

describeOnEngines('the statements of a purchase', (t, engine) => {
  it(`takes at most ${MOST_STATEMENTS[engine]} statements`, async () => {
    const operator = await t.newOperator('owner');
    const product = await createMiningProduct(t, operator.token, { maxPerMember: 5 });
    const member = await t.newMember({ balanceMinor: 1_000_00 });
    const counted = countStatements(t.services.db);
    const { clock, settings, ledger, coupons, investments } = t.services;
    const mall = createMallService({ db: counted.db, clock, settings, ledger, coupons, investments });
    const buy = () =>
      mall.purchase(
        { id: member.id, language: 'en' },
        { productId: product.id, quantity: 1 },
        { idempotencyKey: newKey(), now: clock.now(), call: mallPurchase.path },
      );
    // The first purchase of a product fills a stock slot from the reserve; the next ones take from it.
    await buy();
    counted.reset();
    const bought = await buy();
    expect(bought.balanceMinor).toBe(800_00);
    expect(counted.statements.length, counted.statements.join('\n')).toBeLessThanOrEqual(
      MOST_STATEMENTS[engine],
    );
  });
});
