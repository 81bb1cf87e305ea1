import type { Eligibility, Language } from '@cloudmine/api';
import type { Executor } from '../../platform/db/transaction.js';
import { invariant } from '../../platform/errors.js';
import { memberStanding } from '../accounts/index.js';
import { productTexts } from './catalogue.js';
import { eligibilityOf, vipGate } from './gates.js';
import type { Investments } from './investments.js';

type ListedProduct = { id: number; name: string; description: string; eligibility: Eligibility };

/**
 * Products on sale as one member sees them (pledge products, funds), in the rows' order: each with
 * its texts in the member's language, what the product shows of itself and of the member's stake
 * (`ownView`), and its gates: the VIP rule here, the product's own limit rule from `ownView`.
 */
export async function productsForMember<
  Row extends { id: number; texts_json: string; required_vip_level: number },
  View extends object,
>(
  db: Executor,
  investments: Pick<Investments, 'vipStanding'>,
  member: { id: number; language: Language },
  rows: readonly Row[],
  ownView: (row: Row) => Promise<{ view: View; limitReached: boolean }>,
): Promise<Array<ListedProduct & View>> {
  const standing = await memberStanding(db, member.id);
  invariant(standing, `member ${member.id} exists`);
  const vip = await investments.vipStanding(db, standing);
  const items: Array<ListedProduct & View> = [];
  for (const row of rows) {
    const texts = productTexts(row.texts_json, member.language);
    const { view, limitReached } = await ownView(row);
    items.push({
      id: row.id,
      name: texts.name,
      description: texts.description,
      ...view,
      eligibility: eligibilityOf({ vip: vipGate(vip, row.required_vip_level), limitReached }),
    });
  }
  return items;
}
