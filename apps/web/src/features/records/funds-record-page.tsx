import {
  CURRENCY_LABEL,
  FUND_RECORD_TYPES,
  fundRecordLabel,
  isFundRecordType,
  LANGUAGES,
  WALLET_KINDS,
  type FundRecord,
  type FundRecordType,
  type FundRecordTypeName,
  type Language,
  type WalletKind,
  formatDateTime,
} from '@cloudmine/api';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { PagedList } from '@/components/paged-list';
import { Page } from '@/components/page';
import { fundsRecordQuery } from './funds-record-queries';
import { balanceText, signedAmount } from './record-amount';
import { StatementDownload } from './statement-download';
import { TypeFilter } from './type-filter';
import './records.css';

function languageOf(code: string): Language {
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'en';
}

/** The postings that are gifts rather than the member's own money moving: their records say what for. */
const BONUS_TYPES = new Map<number, FundRecordTypeName>(
  (
    [
      'first_recharge_bonus',
      'welcome_bonus',
      'trial_funds',
      'checkin_points',
      'recharge_bonus_points',
      'invite_bonus_points',
      'red_packet',
    ] as const
  ).map((name) => [FUND_RECORD_TYPES[name], name]),
);

function RecordItem({ record }: { record: FundRecord }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  // The name follows the app's language (the server's follows the member's stored one); a subtype
  // (a fund investment, a principal returned) reads as itself, not as its type's income.
  const name = fundRecordLabel(record.type, record.referenceKind, language);
  const amount = signedAmount(record.amount, record.wallet, i18n.language);
  const unit = amount.unit === 'points' ? t('records.pointsUnit') : CURRENCY_LABEL;
  const after = balanceText(record.balanceAfter, record.wallet, i18n.language);
  const bonus = BONUS_TYPES.get(record.type);
  const why = bonus ? t(`bonusWhy.${bonus}`) : null;
  return (
    <article className="wallet-record" data-testid="fund-record" data-type={record.type}>
      <div className="wallet-record-main">
        <span className="wallet-record-title">{name}</span>
        <span className={record.amount >= 0 ? 'amount-in' : 'amount-out'}>
          {amount.text}
          {'\u00a0'}
          {unit}
        </span>
      </div>
      {why ? (
        <p className="wallet-record-why" data-testid="record-why">
          {why}
        </p>
      ) : null}
      <div className="wallet-record-meta">
        <span>{t(`records.wallet.${record.wallet}`)}</span>
        <span>{t('records.balanceAfter', { amount: after, unit })}</span>
      </div>
      <div className="wallet-record-meta">
        <span>{formatDateTime(record.createdAt, i18n.language)}</span>
      </div>
    </article>
  );
}

/** SPEC §2 /pages/funds/record: every posting of the member, newest first, by type and wallet. */
export default function FundsRecordPage() {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const [params, setParams] = useSearchParams();
  const typeParam = Number(params.get('type'));
  const type: FundRecordType | null = isFundRecordType(typeParam) ? typeParam : null;
  const walletParam = params.get('wallet');
  const wallet: WalletKind | null = (WALLET_KINDS as readonly string[]).includes(walletParam ?? '')
    ? (walletParam as WalletKind)
    : null;
  const records = useInfiniteQuery(fundsRecordQuery(type, wallet));

  const update = (change: { type?: FundRecordType | null; wallet?: WalletKind | null }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === undefined) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true });
  };

  return (
    <Page title="fundsRecord">
      <Tabs
        activeKey={wallet ?? 'all'}
        onChange={(key) => update({ wallet: key === 'all' ? null : (key as WalletKind) })}
      >
        <Tabs.Tab key="all" title={t('records.allWallets')} />
        {WALLET_KINDS.map((kind) => (
          <Tabs.Tab key={kind} title={t(`records.wallet.${kind}`)} />
        ))}
      </Tabs>
      <TypeFilter type={type} language={language} onChange={(next) => update({ type: next })} />
      <StatementDownload />
      <PullToRefresh onRefresh={() => records.refetch().then(() => undefined)}>
        <PagedList
          query={records}
          itemKey={(record) => record.id}
          renderItem={(record) => <RecordItem record={record} />}
          empty={t('records.empty')}
        />
      </PullToRefresh>
    </Page>
  );
}
