import type { Minor, Points } from '@cloudmine/api';
import type { Generated } from 'kysely';

/**
 * "Activated" team members (docs/team.md): a member is activated by their first investment (mining
 * machine, pledge or fund), recorded once from the `investment.made` event.
 */
export interface MemberActivationsTable {
  member_id: number;
  kind: 'mining' | 'pledge' | 'fund';
  reference_id: number;
  amount_minor: Minor;
  activated_at: string;
}

/** One invite bonus per invitee (unique `invitee_id`), paid to their inviter as points (type 21). */
export interface InviteBonusesTable {
  id: Generated<number>;
  invitee_id: number;
  inviter_id: number;
  recharge_id: number;
  points: Points;
  created_at: string;
}

export interface TeamTables {
  member_activations: MemberActivationsTable;
  invite_bonuses: InviteBonusesTable;
}
