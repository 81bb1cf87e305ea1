import type { FundRecordType, WalletKind } from '@cloudmine/api';
import { api } from '@/lib/api/api';
import { pagedQuery } from '@/lib/paging';

export const fundsRecordKeys = {
  all: ['funds-record'] as const,
  list: (type: FundRecordType | null, wallet: WalletKind | null) =>
    [...fundsRecordKeys.all, type ?? 'all', wallet ?? 'all'] as const,
};

export const fundsRecordQuery = (type: FundRecordType | null, wallet: WalletKind | null) =>
  pagedQuery(fundsRecordKeys.list(type, wallet), (cursor) =>
    api.call('fundsRecord', {
      limit: 20,
      ...(type === null ? {} : { types: [type] }),
      ...(wallet === null ? {} : { wallet }),
      ...(cursor ? { cursor } : {}),
    }),
  );
