import type { Language } from '@cloudmine/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api';

export const homeKeys = {
  all: ['home'] as const,
  carousel: (language: Language) => [...homeKeys.all, 'carousel', language] as const,
  notices: (language: Language) => [...homeKeys.all, 'notices', language] as const,
  downloadUrl: () => [...homeKeys.all, 'download-url'] as const,
};

export const carouselQuery = (language: Language) =>
  queryOptions({
    queryKey: homeKeys.carousel(language),
    queryFn: () => api.call('carouselImages', { language }),
  });

export const noticesQuery = (language: Language) =>
  queryOptions({
    queryKey: homeKeys.notices(language),
    queryFn: () => api.call('noticeList', { language, limit: 10 }),
  });

export const downloadUrlQuery = () =>
  queryOptions({
    queryKey: homeKeys.downloadUrl(),
    queryFn: () => api.call('downloadUrl', {}),
    staleTime: 10 * 60_000,
  });
