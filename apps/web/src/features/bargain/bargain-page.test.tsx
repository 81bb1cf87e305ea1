import { bargainEvents, getUserInfo, openFund, type CallResponse } from '@cloudmine/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on } from '@cloudmine/api/testing';
import { testUser } from '@/test/member-fixtures';
import { renderApp } from '@/test/render-app';

function activity(needsMachine: boolean): CallResponse<typeof bargainEvents> {
  return {
    open: true,
    endsAt: null,
    minVipLevel: 0,
    registeredTodayOnly: false,
    needsMachine,
    events: [
      {
        id: 1,
        productId: 3,
        title: 'Starter miner',
        imageUrl: null,
        originalPriceMinor: 1_500_00,
        floorPriceMinor: 20_00,
        cutsRequired: 5,
        myBargainId: null,
      },
    ],
  };
}

async function openPage(needsMachine: boolean) {
  localStorage.setItem('AUTH-TOKEN', 'token');
  await renderApp(`#${paths.bargain}`, [
    on(openFund, () => ({ isOpen: false })),
    on(getUserInfo, () => testUser),
    on(bargainEvents, () => activity(needsMachine)),
  ]);
  return screen.findByTestId('bargain-event');
}

describe('the bargain products', { timeout: 20_000 }, () => {
  it('says a machine must be bought first, links to the Mall and offers no start', async () => {
    const card = await openPage(true);
    const gate = screen.getByRole('list', { name: 'Why you cannot start a bargain yet' });
    expect(within(gate).getByText('Starting a bargain needs a mining machine bought first.')).toBeTruthy();
    expect(
      within(gate).getByRole('link', { name: 'Choose a machine in the Mall' }).getAttribute('href'),
    ).toBe(`#${paths.mall}`);
    expect(within(card).getByRole('button', { name: 'Start bargaining' }).hasAttribute('disabled')).toBe(
      true,
    );
    // Prices read grouped, like every amount.
    expect(card.textContent).toContain('1,500.00\u00a0USD');
  });

  it('shows no gate and lets the member start once nothing stands in the way', async () => {
    const card = await openPage(false);
    expect(screen.queryByTestId('bargain-gate')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Start bargaining' }).hasAttribute('disabled')).toBe(
      false,
    );
  });
});
