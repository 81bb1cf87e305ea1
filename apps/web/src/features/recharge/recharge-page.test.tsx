import {
  type PaymentChannel,
  paymentChannels,
  paymentRate,
  paymentRecords,
  paymentStart,
  type RechargeRecord,
} from '@cloudmine/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on, type SeenRequest } from '@cloudmine/api/testing';
import { memberShell } from '@/test/member-fixtures';
import { renderApp } from '@/test/render-app';

const channels: PaymentChannel[] = [
  {
    id: 1,
    name: 'Sandbox (USD)',
    kind: 'sandbox',
    currency: 'USD',
    rate: 100_000_000,
    minMinor: 10_00,
    maxMinor: 10_000_00,
    payee: null,
    collectionProhibited: false,
  },
  {
    id: 2,
    name: 'Bank transfer (BDT)',
    kind: 'bank_transfer',
    currency: 'BDT',
    rate: 833_333,
    minMinor: 500_00,
    maxMinor: 100_000_00,
    payee: 'Cloudmine Ltd, A/C 1011',
    collectionProhibited: false,
  },
];

const order: RechargeRecord = {
  id: 5,
  orderNo: 'R20260101ABCDEF',
  channelId: 2,
  channelName: 'Bank transfer (BDT)',
  kind: 'bank_transfer',
  currency: 'BDT',
  amountMinor: 100_000,
  rate: 833_333,
  creditMinor: 833,
  bonusMinor: 0,
  bonusPoints: 0,
  state: 'under_review',
  payerReference: 'TRX-1',
  createdAt: '2026-01-01T00:00:00.000Z',
  resolvedAt: null,
};

function handlers(started: SeenRequest[], options: { depositProhibited?: boolean } = {}) {
  let records: RechargeRecord[] = [];
  return [
    ...memberShell(),
    on(paymentChannels, () => ({ items: channels, depositProhibited: options.depositProhibited ?? false })),
    on(paymentRate, () => ({
      base: 'USD',
      items: [{ currency: 'BDT', rate: 833_333, usdPerUnit: '0.00833333', unitsPerUsd: '120.00' }],
    })),
    on(paymentRecords, () => ({ items: records, nextCursor: null })),
    on(paymentStart, (request) => {
      started.push(request);
      records = [order];
      return { recharge: order, payUrl: null, payee: 'Cloudmine Ltd, A/C 1011' };
    }),
  ];
}

// Whole pages through the real router and envelope: the first render of a page chunk is slow.
describe('the recharge page', { timeout: 20_000 }, () => {
  it('converts the amount, checks the limits, and shows where to pay a manual order', async () => {
    const started: SeenRequest[] = [];
    await renderApp(`#${paths.recharge}`, handlers(started));
    expect(await screen.findByText('No recharges yet')).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    expect(await screen.findByText('1 USD = 120.00 BDT')).toBeTruthy();

    const amount = screen.getByLabelText('Amount');
    fireEvent.change(amount, { target: { value: '499' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByText('The minimum is 500.00 BDT')).toBeTruthy();

    fireEvent.change(amount, { target: { value: '1000' } });
    expect(await screen.findByText('You receive 8.33 USD')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Transfer reference'), { target: { value: 'TRX-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(
      await screen.findByText('Recharge 1,000.00 BDT through Bank transfer (BDT)? You receive 8.33 USD.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByTestId('recharge-manual')).toBeTruthy();
    expect(screen.getByText('Order number: R20260101ABCDEF')).toBeTruthy();
    expect(started.map(({ payload: { idempotencyKey, ...rest } }) => [rest, typeof idempotencyKey])).toEqual([
      [{ channelId: 2, amount: '1000', payerReference: 'TRX-1' }, 'string'],
    ]);
    await waitFor(() => expect(screen.getAllByTestId('recharge-record')).toHaveLength(1));
    expect(screen.getByText('Under review')).toBeTruthy();
  });

  it('tells a member whose deposits are prohibited, without a form', async () => {
    await renderApp(`#${paths.recharge}`, handlers([], { depositProhibited: true }));
    expect(await screen.findByTestId('deposit-prohibited')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recharge' })).toBeNull();
  });
});
