import type { BargainSummary } from '@cloudmine/api';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { Money } from '@/components/money';
import { paths, withQuery } from '@/config/paths';
import { cutPercent } from './bargain-progress';

const STATUS_COLOR = { open: 'primary', completed: 'success', bought: 'default', expired: 'danger' } as const;

/** A bargain in a list: its product, price and progress, linking to its page. */
export function BargainCard({ bargain }: { bargain: BargainSummary }) {
  const { t } = useTranslation();
  return (
    <Link
      className="bargain-card"
      to={withQuery(paths.bargainDetail, { id: String(bargain.id) })}
      data-testid="bargain-card"
    >
      <span className="bargain-card-head">
        <strong>{bargain.title}</strong>
        <Tag color={STATUS_COLOR[bargain.status]}>{t(`bargain.status.${bargain.status}`)}</Tag>
      </span>
      <span className="bargain-card-price">
        <Money minor={bargain.priceMinor} />
        <small>
          {t('bargain.floor')} <Money minor={bargain.floorPriceMinor} />
        </small>
      </span>
      <ProgressBar percent={cutPercent(bargain)} />
      <span className="bargain-card-foot">
        <span>{t('bargain.progress', { made: bargain.cutsMade, required: bargain.cutsRequired })}</span>
        {bargain.mine ? null : <span>{t('bargain.by', { phone: bargain.initiator })}</span>}
      </span>
    </Link>
  );
}
