import {
  carouselImages,
  downloadUrl,
  getUserInfo,
  memberEarnings,
  noticeList,
  openFund,
} from '@cloudmine/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { held, on } from '@cloudmine/api/testing';
import { logIn, TEST_USER } from '@/test/member';
import { renderApp } from '@/test/render-app';

const home = [
  on(carouselImages, () => ({ items: [] })),
  on(noticeList, () => ({ items: [], nextCursor: null })),
  on(downloadUrl, () => ({ url: '' })),
  on(memberEarnings, () => ({
    businessDate: '2026-11-24',
    timeZone: 'Asia/Dhaka',
    days: [],
    rangeTotals: { mining: 0, pledge: 0, fund: 0, team: 0 },
    todayMinor: 3_50,
    totalMinor: 42_00,
    allTimeTotals: { mining: 42_00, pledge: 0, fund: 0, team: 0 },
  })),
];

describe('the balance card on Home', () => {
  it('shows balances, today’s and total income, the money actions, and hides amounts when asked', async () => {
    await renderApp(`#${paths.home}`, [...logIn(), ...home]);
    const card = await screen.findByTestId('balance-card');
    expect(within(card).getByTestId('balance-card-balance').textContent).toContain('500.00\u00a0USD');
    await waitFor(() =>
      expect(within(card).getByTestId('balance-card-today').textContent).toBe('3.50\u00a0USD'),
    );
    expect(within(card).getByTestId('balance-card-total').textContent).toBe('42.00\u00a0USD');
    expect(within(card).getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe(
      `#${paths.recharge}`,
    );
    expect(within(card).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      `#${paths.withdraw}`,
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Hide amounts' }));
    expect(within(card).queryByText('500.00\u00a0USD')).toBeNull();
    expect(localStorage.getItem('hide-amounts')).toBe('1');
    fireEvent.click(within(card).getByRole('button', { name: 'Show amounts' }));
    expect(within(card).getByTestId('balance-card-balance').textContent).toContain('500.00\u00a0USD');
    expect(localStorage.getItem('hide-amounts')).toBeNull();
  });

  it('starts hidden when the member hid the amounts before', async () => {
    localStorage.setItem('hide-amounts', '1');
    await renderApp(`#${paths.home}`, [...logIn(), ...home]);
    const card = await screen.findByTestId('balance-card');
    expect(within(card).getByTestId('balance-card-balance').textContent).toContain('****');
  });

  it('is not shown to a visitor', async () => {
    await renderApp(`#${paths.home}`, [on(openFund, () => ({ isOpen: false })), ...home]);
    expect(await screen.findByText('Shortcuts')).toBeTruthy();
    expect(screen.queryByTestId('balance-card')).toBeNull();
  });

  it('keeps its place while the member loads, so the shortcuts below do not move', async () => {
    const user = held(on(getUserInfo, TEST_USER));
    await renderApp(`#${paths.home}`, [...logIn(), ...home, user.route]);
    const card = await screen.findByTestId('balance-card');
    expect(within(card).getByTestId('balance-card-balance').textContent).toContain('…');
    user.release();
    await waitFor(() =>
      expect(within(card).getByTestId('balance-card-balance').textContent).toContain('500.00\u00a0USD'),
    );
    expect(screen.getByTestId('balance-card')).toBe(card);
  });
});
