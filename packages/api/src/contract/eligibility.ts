import { z } from 'zod';
import { minorAmount } from './common.js';

/**
 * Whether the member may buy a product now, and if not, why, rule by rule (issue 18): the product
 * lists carry it so the app shows the gate and how to pass it before any sheet opens. The server
 * computes it with the same rule helpers its purchase refuses by, so the two never disagree. A rule
 * the product does not have, or the member meets, is null.
 */
export const eligibility = z.object({
  eligible: z.boolean(),
  /**
   * The VIP level the product needs and the member's, while the member's is lower, with how much
   * more investing (machines, pledges, funds) reaches it; null there when only an operator grants it.
   */
  vip: z
    .object({
      requiredLevel: z.number().int(),
      currentLevel: z.number().int(),
      investMoreMinor: minorAmount.nullable(),
    })
    .nullable(),
  /** A product the member must have bought first and has not. */
  prerequisite: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Activated team members (levels 1-3) the product needs and the member has, while too few. */
  team: z.object({ required: z.number().int(), current: z.number().int() }).nullable(),
  /** The member has used up what one member may put in this product (machines, times or amount). */
  limitReached: z.boolean(),
});
export type Eligibility = z.infer<typeof eligibility>;
