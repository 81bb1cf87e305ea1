import { adminPaymentChannelSave, adminPaymentChannelsList, type CallResponse } from '@cloudmine/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogTitled } from '@/test/dialog';
import { fakeServer, on, testCodec, type SeenRequest } from '@cloudmine/api/testing';
import { signedIn } from '@/test/operator';
import { renderConsole } from '@/test/render-console';

type Channel = CallResponse<typeof adminPaymentChannelsList>['items'][number];

const CHANNEL: Channel = {
  id: 4,
  name: 'Bank transfer',
  names: { zh: '银行转账', en: '', bd: '' },
  kind: 'bank_transfer',
  currency: 'BDT',
  rate: 833_333,
  usdPerUnit: '0.00833333',
  minMinor: 1_000_00,
  maxMinor: 50_000_00,
  payee: 'Dhaka Bank 123',
  collectionProhibited: false,
  enabled: true,
  sortOrder: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('payment channels', { timeout: 30_000 }, () => {
  it('shows grouped limits and saves a name per language', async () => {
    signedIn();
    const saved: SeenRequest[] = [];
    const server = fakeServer(await testCodec(), [
      on(adminPaymentChannelsList, () => ({ items: [CHANNEL] })),
      on(adminPaymentChannelSave, (request) => {
        saved.push(request);
        return CHANNEL;
      }),
    ]);
    const user = userEvent.setup({ delay: null });
    await renderConsole(server.transport, '/finance/payment-channels');

    expect(
      await screen.findByText('1,000.00 – 50,000.00\u00a0BDT', { normalizer: (text) => text }),
    ).toBeTruthy();
    await user.click(screen.getByText('Edit'));
    const dialog = await dialogTitled('Edit');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name (Chinese)').value).toBe('银行转账');
    await user.click(within(dialog).getByLabelText('Name (Bengali)'));
    await user.paste('ব্যাংক ট্রান্সফার');
    await user.click(within(dialog).getByLabelText('Reason'));
    await user.paste('names for members');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.payload).toMatchObject({
      id: 4,
      name: 'Bank transfer',
      names: { zh: '银行转账', en: '', bd: 'ব্যাংক ট্রান্সফার' },
      min: '1000.00',
      max: '50000.00',
    });
  });
});
