import type { Eligibility } from '@cloudmine/api';

/**
 * The rules that decide whether a member may put money in a product, one pure helper per rule. The
 * purchases refuse by them and the product lists answer `eligibility` from them (issue 18), so the
 * gate the app shows before the sheet is the refusal the purchase would give after it.
 */

/** The VIP rule: true while the member's level is below the product's. */
export function vipTooLow(memberLevel: number, requiredLevel: number): boolean {
  return memberLevel < requiredLevel;
}

/** A member's VIP level and what raises it: the total invested against the thresholds. */
export interface VipStanding {
  level: number;
  investedMinor: number;
  thresholdsMinor: readonly number[];
}

/**
 * The VIP gate as the app shows it: the level needed, the member's, and how much more investing
 * reaches it (null when no threshold leads there: the level is only given by an operator).
 */
export function vipGate(standing: VipStanding, requiredLevel: number): Eligibility['vip'] {
  if (!vipTooLow(standing.level, requiredLevel)) return null;
  const threshold = standing.thresholdsMinor[requiredLevel - 1];
  return {
    requiredLevel,
    currentLevel: standing.level,
    investMoreMinor: threshold === undefined ? null : Math.max(0, threshold - standing.investedMinor),
  };
}

/** The team rule: null when the member has `required` activated team members (0: no rule). */
export function teamGate(activeTeam: number, required: number): Eligibility['team'] {
  return required > 0 && activeTeam < required ? { required, current: activeTeam } : null;
}

/** One member's gates together; `eligible` when every rule is met. */
export function eligibilityOf(gates: Partial<Omit<Eligibility, 'eligible'>>): Eligibility {
  const all = {
    vip: gates.vip ?? null,
    prerequisite: gates.prerequisite ?? null,
    team: gates.team ?? null,
    limitReached: gates.limitReached ?? false,
  };
  return {
    eligible: all.vip === null && all.prerequisite === null && all.team === null && !all.limitReached,
    ...all,
  };
}
