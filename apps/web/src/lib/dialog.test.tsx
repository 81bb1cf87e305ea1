import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
import { closeRouteOverlays } from './route-overlays';

const dialogBoxes = () => document.querySelectorAll('.adm-center-popup-wrap');

describe('the app’s question dialogs', () => {
  afterEach(async () => {
    closeRouteOverlays();
    await Promise.resolve();
  });

  it('answers true when confirmed and leaves nothing behind', async () => {
    const answer = Dialog.confirm({ content: 'Log out?', confirmText: 'Log out', cancelText: 'Cancel' });
    fireEvent.click(await screen.findByText('Log out'));
    await expect(answer).resolves.toBe(true);
    // Gone when its closing animation ends, or 1 s after closing at most; the margin is for a busy machine.
    await waitFor(() => expect(dialogBoxes()).toHaveLength(0), { timeout: 5_000 });
  });

  it('answers false when cancelled', async () => {
    const answer = Dialog.confirm({ content: 'Sell it?', confirmText: 'Sell', cancelText: 'Cancel' });
    fireEvent.click(await screen.findByText('Cancel'));
    await expect(answer).resolves.toBe(false);
  });

  // A route change took antd-mobile's own dialogs out on the last frame of their closing
  // animation; a page that drew no more frames kept an invisible box catching taps in the middle
  // of the next page (ant-design-mobile#6815).
  it('is out of the page as soon as the route changes, whatever its animation does', async () => {
    const answer = Dialog.confirm({
      content: 'Start mining now?',
      confirmText: 'Start',
      cancelText: 'Cancel',
    });
    expect(await screen.findByText('Start mining now?')).toBeTruthy();
    expect(dialogBoxes()).toHaveLength(1);

    closeRouteOverlays();
    await expect(answer).resolves.toBe(false);
    await Promise.resolve();
    expect(dialogBoxes()).toHaveLength(0);
    expect(document.body.classList.contains('adm-overflow-hidden')).toBe(false);
  });

  it('settles a notice closed by the route', async () => {
    const closed = Dialog.alert({ content: 'Password changed', confirmText: 'OK' });
    expect(await screen.findByText('Password changed')).toBeTruthy();
    closeRouteOverlays();
    await expect(closed).resolves.toBeUndefined();
  });
});
