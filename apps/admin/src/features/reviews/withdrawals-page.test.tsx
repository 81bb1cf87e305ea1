import {
  adminWithdrawalApprove,
  adminWithdrawalReject,
  adminWithdrawalsList,
  type CallResponse,
} from '@cloudmine/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { confirmationTitled, dialogTitled } from '@/test/dialog';
import { fakeServer, on, testCodec } from '@cloudmine/api/testing';
import { signedIn } from '@/test/operator';
import { renderConsole } from '@/test/render-console';

type WithdrawalRow = CallResponse<typeof adminWithdrawalApprove>;

const WITHDRAWAL: WithdrawalRow = {
  id: 31,
  method: 'bank',
  amountMinor: 12_500,
  feeMinor: 250,
  totalMinor: 12_750,
  state: 'under_review',
  bankName: 'Sonali Bank',
  account: '0123456789',
  reason: null,
  origin: 'member',
  createdAt: '2026-11-22T08:00:00.000Z',
  resolvedAt: null,
  memberId: 5,
  phone: '01712345678',
  holderName: 'Rahim',
  accountPhone: null,
  history: [],
};

function page(items: WithdrawalRow[]): CallResponse<typeof adminWithdrawalsList> {
  return { items, total: items.length, page: 1, pageSize: 20, totalAmountMinor: 12_500 };
}

describe('withdrawal review', () => {
  /** Opens the approve dialog of withdrawal 31 and submits it: the second question comes up. */
  async function approveOnce(user: ReturnType<typeof userEvent.setup>) {
    const row = (await screen.findByText('01712345678')).closest('tr');
    if (!row) throw new Error('no row');
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await dialogTitled('Approve #31');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Mark this withdrawal paid?', { selector: '.ant-modal-confirm-title' }),
    ).toBeTruthy();
  }

  it('asks again with the amount and the account before marking a withdrawal paid', async () => {
    signedIn();
    const codec = await testCodec();
    let state: WithdrawalRow['state'] = 'under_review';
    const server = fakeServer(codec, [
      on(adminWithdrawalsList, () => page([{ ...WITHDRAWAL, state }])),
      on(adminWithdrawalApprove, () => {
        state = 'successful';
        return { ...WITHDRAWAL, state };
      }),
    ]);
    const user = userEvent.setup({ delay: null });
    await renderConsole(server.transport, '/reviews/withdrawals');
    await approveOnce(user);
    expect(
      screen.getByText(/Confirm that 125\.00 USD has been paid to Sonali Bank 0123456789 \(Rahim\)/),
    ).toBeTruthy();
    expect(server.calls(adminWithdrawalApprove)).toHaveLength(0);

    await user.click(
      within(confirmationTitled('Mark this withdrawal paid?')).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(server.calls(adminWithdrawalApprove)).toHaveLength(1));
    expect(server.calls(adminWithdrawalApprove)[0]?.payload).toEqual({ withdrawalId: 31 });
    // The queue reloads and the row is no longer waiting.
    expect(await screen.findByText('Successful')).toBeTruthy();
  });

  it('sends nothing when the operator says no to the second question', async () => {
    signedIn();
    const codec = await testCodec();
    const server = fakeServer(codec, [
      on(adminWithdrawalsList, () => page([WITHDRAWAL])),
      on(adminWithdrawalApprove, () => WITHDRAWAL),
    ]);
    const user = userEvent.setup({ delay: null });
    await renderConsole(server.transport, '/reviews/withdrawals');
    await approveOnce(user);
    await user.click(
      within(confirmationTitled('Mark this withdrawal paid?')).getByRole('button', { name: 'Cancel' }),
    );
    // Give a wrongly sent request time to arrive before saying it did not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.calls(adminWithdrawalApprove)).toHaveLength(0);
  });

  it('will not reject without a reason', async () => {
    signedIn();
    const codec = await testCodec();
    const server = fakeServer(codec, [on(adminWithdrawalsList, () => page([WITHDRAWAL]))]);
    const user = userEvent.setup({ delay: null });
    await renderConsole(server.transport, '/reviews/withdrawals');
    const row = (await screen.findByText('01712345678')).closest('tr');
    if (!row) throw new Error('no row');
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await dialogTitled('Reject #31');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Say why: the reason goes into the audit log')).toBeTruthy();
    expect(server.calls(adminWithdrawalReject)).toHaveLength(0);
  });
});
