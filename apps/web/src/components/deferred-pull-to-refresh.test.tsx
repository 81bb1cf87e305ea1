import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredPullToRefresh } from './deferred-pull-to-refresh';

describe('DeferredPullToRefresh', () => {
  it('shows the content at once and keeps that same content when the gesture arrives', async () => {
    const { container } = render(
      <DeferredPullToRefresh onRefresh={() => Promise.resolve()}>
        <p data-testid="content">Home</p>
      </DeferredPullToRefresh>,
    );
    const content = screen.getByTestId('content');
    expect(container.contains(content)).toBe(true);

    // The gesture's chunk arrives (however long its import takes on a busy machine).
    await act(() => vi.dynamicImportSettled());
    expect(container.querySelector('.adm-pull-to-refresh-content')).not.toBeNull();
    // Moved, not made again: a second mount of a whole page was a long task on a slow phone.
    expect(screen.getByTestId('content')).toBe(content);
    expect(container.querySelector('.adm-pull-to-refresh-content')?.contains(content)).toBe(true);
  });
});
