import { api } from '@/lib/api/api';
import { pagedQuery } from '@/lib/paging';

export const bonusKeys = {
  all: ['bonus'] as const,
  records: () => [...bonusKeys.all, 'records'] as const,
};

export const bonusRecordsQuery = () =>
  pagedQuery(bonusKeys.records(), (cursor) =>
    api.call('redpackRecords', { limit: 20, ...(cursor ? { cursor } : {}) }),
  );
