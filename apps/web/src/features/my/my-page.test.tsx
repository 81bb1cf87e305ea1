import { customerService, getUserInfo, logout, verification } from '@cloudmine/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { held, on } from '@cloudmine/api/testing';
import { logIn, TEST_USER } from '@/test/member';
import { renderApp } from '@/test/render-app';

// Whole pages through the real router and envelope: the first render of a page chunk is slow.
describe('My', { timeout: 20_000 }, () => {
  it('asks before logging out, and logs out on yes', async () => {
    const { server } = await renderApp(`#${paths.my}`, [...logIn(), on(logout, { ok: true })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Do you want to log out?')).toBeTruthy();
    expect(server.calls(logout)).toHaveLength(0);

    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(server.calls(logout)).toHaveLength(1));
    await waitFor(() => expect(window.location.hash.startsWith(`#${paths.login}`)).toBe(true));
  });

  it('offers the three languages once the language row is tapped', async () => {
    await renderApp(`#${paths.my}`, logIn());
    fireEvent.click(await screen.findByTestId('language-item'));
    expect(await screen.findByText('中文')).toBeTruthy();
    expect(screen.getByText('বাংলা')).toBeTruthy();
    expect(screen.getAllByText('English').length).toBeGreaterThan(1);
  });

  it('keeps the member card in its place while the member loads, and fills in that same card', async () => {
    const user = held(on(getUserInfo, TEST_USER));
    await renderApp(`#${paths.my}`, [...logIn(), user.route]);
    const card = await screen.findByTestId('my-card-loading');
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(within(card).getByTestId('my-balance').textContent).toBe('…');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();

    user.release();
    await waitFor(() => expect(within(card).getByTestId('my-nickname').textContent).toBe('Demo Miner'));
    // The same element, filled in: a loading line swapped for the card moved the page on a slow phone.
    expect(screen.getByTestId('my-card')).toBe(card);
    expect(within(card).getByTestId('my-balance').textContent).toBe('500.00\u00a0USD');
  });

  it('shows where the member’s verification stands and how many support replies are unread', async () => {
    await renderApp(`#${paths.my}`, [
      ...logIn(),
      on(getUserInfo, { ...TEST_USER, identityVerified: false }),
      on(verification, {
        state: 'review',
        legalName: 'Demo Miner',
        idNumberTail: '4321',
        rejectReason: null,
        submittedAt: '2026-11-20T10:00:00.000Z',
        reviewedAt: null,
      }),
      on(customerService, { url: '', chat: '', unreadCount: 2, topics: [] }),
    ]);
    const row = await screen.findByTestId('my-verification');
    await waitFor(() => expect(row.textContent).toContain('Under review'));
    expect((await screen.findByTestId('support-badge')).textContent).toBe('2');
  });
});
