import type { Eligibility, Language } from '@cloudmine/api';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { MemberStanding } from '../accounts/index.js';
import {
  eligibilityOf,
  productTexts,
  teamGate,
  vipGate,
  vipTooLow,
  type VipStanding,
} from '../investments/index.js';
import { countActivatedTeam } from '../team/index.js';
import { boughtQuantities, boughtQuantity, productsByIds, type ProductRow } from './mall-repository.js';

/**
 * Whether a member may buy a machine (docs/decisions.md), rule by rule: a product with a VIP level
 * is for VIPs (`not_vip` at level 0, `insufficient_level` below its level), a prerequisite product
 * must have been bought, a product may need activated team members, and a member may buy at most
 * `max_per_member` machines of it. The purchase refuses by these helpers and the product list
 * answers `eligibility` from them, so the gate shown is the refusal given.
 */

/** The prerequisite rule: true while the machine to buy first has not been bought. */
function prerequisiteMissing(
  product: Pick<ProductRow, 'prerequisite_product_id'>,
  boughtOfPrerequisite: number,
) {
  return product.prerequisite_product_id !== null && boughtOfPrerequisite === 0;
}

/** The per-member limit: how many more machines of this product the member may buy. */
export function machinesLeft(product: Pick<ProductRow, 'max_per_member'>, bought: number): number {
  return product.max_per_member === null
    ? Number.POSITIVE_INFINITY
    : Math.max(0, product.max_per_member - bought);
}

/** Refuses the purchase by the first rule the member does not meet. Read in the purchase's transaction. */
export async function assertMayBuy(trx: Trx, member: MemberStanding, product: ProductRow): Promise<void> {
  if (vipTooLow(member.vip_level, product.required_vip_level))
    throw new AppError(member.vip_level === 0 ? 'not_vip' : 'insufficient_level');
  if (product.prerequisite_product_id !== null) {
    const before = await boughtQuantity(trx, member.id, product.prerequisite_product_id);
    if (prerequisiteMissing(product, before)) throw new AppError('associated_product_required');
  }
  if (product.min_active_team > 0) {
    if (teamGate(await countActivatedTeam(trx, member.id), product.min_active_team))
      throw new AppError('insufficient_team_members');
  }
}

/**
 * Each product's gates for one member, for the product list: the member's purchases of the listed
 * products and their prerequisites in one query, the team counted once and only if a product needs it.
 */
export async function machineEligibilities(
  db: Executor,
  member: MemberStanding,
  vip: VipStanding,
  language: Language,
  rows: ProductRow[],
): Promise<Map<number, Eligibility>> {
  const prerequisiteIds = rows
    .map((row) => row.prerequisite_product_id)
    .filter((id): id is number => id !== null);
  const bought = await boughtQuantities(db, member.id, [
    ...new Set([...rows.map((row) => row.id), ...prerequisiteIds]),
  ]);
  const prerequisites = await productsByIds(db, prerequisiteIds);
  const team = rows.some((row) => row.min_active_team > 0) ? await countActivatedTeam(db, member.id) : 0;
  const answer = new Map<number, Eligibility>();
  for (const row of rows) {
    const required = prerequisites.find((p) => p.id === row.prerequisite_product_id);
    const missing = prerequisiteMissing(row, bought.get(row.prerequisite_product_id ?? 0) ?? 0);
    answer.set(
      row.id,
      eligibilityOf({
        vip: vipGate(vip, row.required_vip_level),
        prerequisite:
          missing && required
            ? { id: required.id, name: productTexts(required.texts_json, language).name }
            : null,
        team: teamGate(team, row.min_active_team),
        limitReached: machinesLeft(row, bought.get(row.id) ?? 0) === 0,
      }),
    );
  }
  return answer;
}
