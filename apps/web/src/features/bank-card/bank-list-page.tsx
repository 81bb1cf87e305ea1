import List from 'antd-mobile/es/components/list';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/state-views';
import { paths } from '@/config/paths';
import { canGoBack } from '@/lib/history';
import { bankConfigQuery } from './bank-card-queries';
import { readDraft, writeDraft } from './card-draft';
import './bank-card.css';

/** SPEC §2 /pages/addCard/bank: the operator's bank list; a tap picks one for the card form. */
export default function BankListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useQuery(bankConfigQuery());
  const [search, setSearch] = useState('');
  const chosen = readDraft().bankId;

  const pick = (bank: { id: number; name: string }) => {
    writeDraft({ ...readDraft(), bankId: bank.id, bankName: bank.name });
    if (canGoBack()) void navigate(-1);
    else void navigate(paths.addCard, { replace: true });
  };

  let content;
  if (config.isPending) content = <LoadingState />;
  else if (config.isError) content = <ErrorState onRetry={() => void config.refetch()} />;
  else {
    const needle = search.trim().toLowerCase();
    const banks = config.data.banks.filter((bank) => bank.name.toLowerCase().includes(needle));
    content =
      banks.length === 0 ? (
        <EmptyState message={t('bankCard.noBanks')} />
      ) : (
        <List mode="card" aria-label={t('title.bankList')}>
          {banks.map((bank) => (
            <List.Item
              key={bank.id}
              onClick={() => pick(bank)}
              extra={bank.id === chosen ? t('bankCard.chosen') : undefined}
              arrowIcon={false}
            >
              {bank.name}
            </List.Item>
          ))}
        </List>
      );
  }

  return (
    <Page title="bankList">
      <div className="bank-list-search">
        <SearchBar placeholder={t('bankCard.searchBank')} value={search} onChange={setSearch} />
      </div>
      {content}
    </Page>
  );
}
