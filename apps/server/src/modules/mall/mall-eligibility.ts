import type { Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { countActivatedTeam } from '../team/index.js';
import { boughtQuantity, type ProductRow } from './mall-repository.js';

/**
 * Whether this member may buy this machine at all (docs/decisions.md): a product with a VIP level is
 * for VIPs (`not_vip` at level 0, `insufficient_level` below its level), a prerequisite product must
 * have been bought, and a product may need activated team members. Read in the purchase's
 * transaction, after the member's row is locked.
 */
export async function assertMayBuy(
  trx: Trx,
  member: { id: number; vip_level: number },
  product: ProductRow,
): Promise<void> {
  if (product.required_vip_level > 0 && member.vip_level === 0) throw new AppError('not_vip');
  if (member.vip_level < product.required_vip_level) throw new AppError('insufficient_level');
  if (product.prerequisite_product_id !== null) {
    const before = await boughtQuantity(trx, member.id, product.prerequisite_product_id);
    if (before === 0) throw new AppError('associated_product_required');
  }
  if (product.min_active_team > 0 && (await countActivatedTeam(trx, member.id)) < product.min_active_team) {
    throw new AppError('insufficient_team_members');
  }
}
