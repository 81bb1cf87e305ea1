import { type FundRecord, fundsRecord, type WalletKind } from '@cloudmine/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on, type SeenRequest } from '@cloudmine/api/testing';
import { memberShell } from '@/test/member-fixtures';
import { renderApp } from '@/test/render-app';

const posting = (
  id: number,
  type: number,
  wallet: WalletKind,
  amount: number,
  balanceAfter: number,
): FundRecord => ({
  id,
  type,
  typeName: 'ignored: the app names types in its own language',
  subtype: null,
  wallet,
  amount,
  balanceAfter,
  referenceKind: 'withdrawal',
  referenceId: '1',
  createdAt: '2026-01-01T00:00:00.000Z',
});

// Whole pages through the real router and envelope: the first render of a page chunk is slow.
describe('the fund records page', { timeout: 20_000 }, () => {
  it('names each posting, signs its amount, and filters by type', async () => {
    const seen: SeenRequest[] = [];
    const { router } = await renderApp(`#${paths.fundsRecord}`, [
      ...memberShell(),
      on(fundsRecord, (request) => {
        seen.push(request);
        const types = request.payload.types;
        const all = [
          posting(3, 24, 'balance', 51_00, 100_00),
          posting(2, 2, 'balance', -51_00, 49_00),
          posting(1, 20, 'points', 200, 200),
        ];
        return { items: types ? all.filter((p) => types.includes(p.type)) : all, nextCursor: null };
      }),
    ]);
    const items = await screen.findAllByTestId('fund-record');
    expect(items[0]?.querySelector('.wallet-record-title')?.textContent).toBe('Withdrawal rejected');
    expect(screen.getByText('+51.00 USD')).toBeTruthy();
    expect(screen.getByText('-51.00 USD')).toBeTruthy();
    expect(screen.getByText('+200 points')).toBeTruthy();

    // The type filter: a row naming the current type, opening a sheet of them all.
    const row = screen.getByTestId('records-type');
    expect(row.textContent).toContain('All types');
    fireEvent.click(row);
    const sheet = await screen.findByRole('region', { name: 'Type' });
    fireEvent.click(within(sheet).getByRole('option', { name: 'Withdrawal rejected' }));
    await waitFor(() => expect(screen.getAllByTestId('fund-record')).toHaveLength(1));
    expect(router.state.location.search).toBe('?type=24');
    expect(seen.at(-1)?.payload).toEqual({ limit: 20, types: [24] });
    expect(screen.getByTestId('records-type').textContent).toContain('Withdrawal rejected');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Type' })).toBeNull());
  });

  it('closes the type sheet when the route changes, even to the same page', async () => {
    const { router } = await renderApp(`#${paths.fundsRecord}`, [
      ...memberShell(),
      on(fundsRecord, () => ({ items: [posting(1, 20, 'points', 200, 200)], nextCursor: null })),
    ]);
    fireEvent.click(await screen.findByTestId('records-type'));
    const sheet = await screen.findByRole('region', { name: 'Type' });
    // Once it has slid in and takes taps, as a member sees it before leaving. Closed within its
    // opening frames, antd-mobile's Popup ends off screen but never hides (its rest callback sees
    // the opening), which on a fast machine is what this test met instead.
    await waitFor(() =>
      expect(sheet.closest('.adm-popup-body')?.getAttribute('style')).not.toContain('pointer-events: none'),
    );
    router.navigate(`${paths.fundsRecord}?wallet=points`);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Type' })).toBeNull());
    expect(screen.getByTestId('records-type')).toBeTruthy();
  });
});
