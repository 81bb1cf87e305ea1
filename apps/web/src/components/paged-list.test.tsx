import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type { Page } from '@/lib/paging';
import { PagedList } from './paged-list';

/** Two lists of different items, as a page with two tabs has. */
interface Item {
  id: number;
  name?: string;
  amount?: number;
}

const LISTS: Record<'names' | 'amounts', Page<Item>> = {
  names: { items: [{ id: 1, name: 'alpha' }], nextCursor: null },
  amounts: { items: [{ id: 2, amount: 12.5 }], nextCursor: null },
};

// Each list's renderer reads its own kind of item, and fails on the other's.
const RENDERERS = {
  names: (item: Item) => <span>{item.name!.toUpperCase()}</span>,
  amounts: (item: Item) => <span>{item.amount!.toFixed(2)}</span>,
};

function TabList({ tab }: { tab: 'names' | 'amounts' }) {
  const query = useInfiniteQuery({
    queryKey: [tab],
    queryFn: () => Promise.resolve(LISTS[tab]),
    initialPageParam: null as string | null,
    getNextPageParam: (page: Page<Item>) => page.nextCursor,
  });
  return <PagedList query={query} itemKey={(item) => item.id} renderItem={RENDERERS[tab]} />;
}

async function renderTabs(queryClient: QueryClient, tab: 'names' | 'amounts') {
  const i18n = await initI18n('en');
  const view = (current: 'names' | 'amounts') => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TabList tab={current} />
      </QueryClientProvider>
    </I18nProvider>
  );
  const result = render(view(tab));
  return { switchTo: (next: 'names' | 'amounts') => result.rerender(view(next)) };
}

describe('PagedList', () => {
  it('shows the first answer once rendered, and "No more" at its end', async () => {
    await renderTabs(new QueryClient(), 'names');
    expect(await screen.findByText('ALPHA')).toBeTruthy();
    expect(screen.getByText('No more')).toBeTruthy();
  });

  it('shows a switched-to list with its own renderer at once, never the list it switched from', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['amounts'], { pages: [LISTS.amounts], pageParams: [null] });
    const tabs = await renderTabs(queryClient, 'names');
    expect(await screen.findByText('ALPHA')).toBeTruthy();
    // A list that rendered its deferred answer would give the names to the amounts' renderer here.
    tabs.switchTo('amounts');
    expect(screen.getByText('12.50')).toBeTruthy();
    expect(screen.queryByText('ALPHA')).toBeNull();
  });
});
