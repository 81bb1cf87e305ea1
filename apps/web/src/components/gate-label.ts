import type { Eligibility } from '@cloudmine/api';
import type { TFunction } from '@/lib/i18n/translator';

/** What a buy button says while the member cannot buy: the first rule in the way. */
export function gateLabel(eligibility: Eligibility, t: TFunction): string | null {
  if (eligibility.vip) return t('gate.vipShort', { level: eligibility.vip.requiredLevel });
  if (eligibility.prerequisite) return t('gate.prerequisiteShort');
  if (eligibility.team) return t('gate.teamShort', { required: eligibility.team.required });
  if (eligibility.limitReached) return t('gate.limitShort');
  return null;
}
