import { formatNumber } from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import { Money } from '@/components/money';
import { paths } from '@/config/paths';
import { earningsQuery } from '@/lib/earnings';
import { useUserInfo } from '@/lib/user';
import { useHiddenAmounts } from './hidden-amounts';

/**
 * What a member opens the app to see: balances, today's and total income, and the two money actions.
 * Home shows it to a signed-in member only.
 * Plain markup and one small query, so Home's first chunk stays light (the chart lives on Earnings).
 */
export function BalanceCard() {
  const { t, i18n } = useTranslation();
  const user = useUserInfo();
  const earnings = useQuery({ ...earningsQuery(7), enabled: user.data !== undefined });
  const [hidden, toggleHidden] = useHiddenAmounts();
  // The card keeps its place while the member loads ('…' for the amounts), so Home's shortcuts
  // below it do not move when the member arrives.
  const member = user.data;
  const amount = (minor: number | undefined) =>
    hidden ? t('glance.hidden') : minor === undefined ? '…' : <Money minor={minor} />;
  return (
    <section className="balance-card" aria-labelledby="balance-card-title" data-testid="balance-card">
      <div className="balance-card-head">
        <h2 id="balance-card-title">{t('glance.balanceCard')}</h2>
        <button
          type="button"
          className="balance-card-eye"
          aria-pressed={hidden}
          aria-label={hidden ? t('glance.show') : t('glance.hide')}
          onClick={toggleHidden}
        >
          <Icon name={hidden ? 'eyeClosed' : 'eye'} size={20} />
        </button>
      </div>
      <p className="balance-card-main" data-testid="balance-card-balance">
        <span>{t('glance.balance')}</span>
        <strong>{amount(member?.balanceMinor)}</strong>
      </p>
      <dl className="balance-card-figures">
        <div>
          <dt>{t('glance.teamBalance')}</dt>
          <dd>{amount(member?.teamBalanceMinor)}</dd>
        </div>
        <div>
          <dt>{t('glance.points')}</dt>
          <dd>{hidden ? t('glance.hidden') : member ? formatNumber(member.points, i18n.language) : '…'}</dd>
        </div>
        <div>
          <dt>{t('glance.todayIncome')}</dt>
          <dd data-testid="balance-card-today">{amount(earnings.data?.todayMinor)}</dd>
        </div>
        <div>
          <dt>{t('glance.totalIncome')}</dt>
          <dd data-testid="balance-card-total">{amount(earnings.data?.totalMinor)}</dd>
        </div>
      </dl>
      <div className="balance-card-actions">
        <Link className="balance-card-action" to={paths.recharge}>
          {t('home.entry.recharge')}
        </Link>
        <Link className="balance-card-action" to={paths.withdraw}>
          {t('home.entry.withdraw')}
        </Link>
        <Link className="balance-card-action balance-card-action-quiet" to={paths.earnings}>
          {t('glance.earnings')}
        </Link>
      </div>
    </section>
  );
}
