import Toast from 'antd-mobile/es/components/toast';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeRouteOverlays } from './route-overlays';
import { showFailure, showSuccess } from './toast';

/** Watches the close of each toast antd-mobile shows. */
function watchCloses() {
  const closes: string[] = [];
  const show = Toast.show.bind(Toast);
  vi.spyOn(Toast, 'show').mockImplementation((props) => {
    const handler = show(props);
    const content = typeof props === 'string' ? props : props.content;
    const text = typeof content === 'string' ? content : '';
    return {
      close: () => {
        closes.push(text);
        handler.close();
      },
    };
  });
  return closes;
}

describe('toasts and the route', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('closes a toast of the page left when the route changes', async () => {
    const closes = watchCloses();
    showFailure('Wrong fund password');
    expect(await screen.findByText('Wrong fund password')).toBeTruthy();
    closeRouteOverlays();
    expect(closes).toEqual(['Wrong fund password']);
    await waitFor(() => expect(screen.queryByText('Wrong fund password')).toBeNull());
  });

  it('keeps a success that announces the app’s own navigation', async () => {
    const closes = watchCloses();
    showSuccess('Nickname saved', { acrossNavigation: true });
    expect(await screen.findByText('Nickname saved')).toBeTruthy();
    closeRouteOverlays();
    expect(closes).toEqual([]);
    expect(screen.getByText('Nickname saved')).toBeTruthy();
  });
});
