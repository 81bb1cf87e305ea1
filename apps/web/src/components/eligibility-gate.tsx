import type { Eligibility } from '@cloudmine/api';
import { Link } from 'react-router';
import { paths, withQuery } from '@/config/paths';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Money } from './money';
import './eligibility-gate.css';

/**
 * Why the member cannot buy a product yet and how to get there, rule by rule, shown on the card
 * before any sheet opens (issue 18). The server answers `eligibility` from the rules its purchase
 * refuses by, so what is shown here is what a purchase would hear.
 */
export function EligibilityGate({ eligibility }: { eligibility: Eligibility }) {
  const { t } = useTranslation();
  if (eligibility.eligible) return null;
  const { vip, prerequisite, team, limitReached } = eligibility;
  return (
    <ul className="eligibility-gate" aria-label={t('gate.why')} data-testid="eligibility-gate">
      {vip ? (
        <li>
          <strong>{t('gate.vip', { level: vip.requiredLevel, current: vip.currentLevel })}</strong>
          <span>
            {vip.investMoreMinor === null ? (
              t('gate.vipByOperator')
            ) : (
              <>
                {t('gate.vipHowBefore', { level: vip.requiredLevel })} <Money minor={vip.investMoreMinor} />{' '}
                {t('gate.vipHowAfter', { level: vip.requiredLevel })}
              </>
            )}
          </span>
        </li>
      ) : null}
      {prerequisite ? (
        <li>
          <strong>{t('gate.prerequisite', { name: prerequisite.name })}</strong>
          <Link to={withQuery(paths.buy, { id: String(prerequisite.id) })}>
            {t('gate.prerequisiteHow', { name: prerequisite.name })}
          </Link>
        </li>
      ) : null}
      {team ? (
        <li>
          <strong>{t('gate.team', { required: team.required, current: team.current })}</strong>
          <Link to={paths.invite}>{t('gate.teamHow')}</Link>
        </li>
      ) : null}
      {limitReached ? (
        <li>
          <strong>{t('gate.limit')}</strong>
        </li>
      ) : null}
    </ul>
  );
}
