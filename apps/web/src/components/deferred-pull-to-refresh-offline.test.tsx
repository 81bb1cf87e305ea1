import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredPullToRefresh } from './deferred-pull-to-refresh';

// The gesture's chunk cannot be fetched, as for a tab page opened offline before it was ever loaded.
vi.mock('antd-mobile/es/components/pull-to-refresh', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('DeferredPullToRefresh without its chunk', () => {
  it('keeps showing the page, without the gesture, instead of an error', async () => {
    const { container } = render(
      <DeferredPullToRefresh onRefresh={() => Promise.resolve()}>
        <p data-testid="content">Mall</p>
      </DeferredPullToRefresh>,
    );
    const content = screen.getByTestId('content');
    // The failed import settles and React renders what it answered: the page is still there, the
    // same element, and no gesture came.
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByTestId('content')).toBe(content);
    expect(container.contains(content)).toBe(true);
    expect(container.querySelector('.adm-pull-to-refresh')).toBeNull();
  });
});
