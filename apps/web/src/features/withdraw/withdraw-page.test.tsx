import {
  updateUserInfo,
  type BankCard,
  type CallResponse,
  withdrawApply,
  type WithdrawalRecord,
  withdrawHint,
  withdrawInfo,
  withdrawRecords,
  type WithdrawRules,
} from '@cloudmine/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on, refused, type SeenRequest, httpFailure } from '@cloudmine/api/testing';
import { memberShell, testUser } from '@/test/member-fixtures';
import { renderApp } from '@/test/render-app';

type WithdrawInfo = CallResponse<typeof withdrawInfo>;

const rules: WithdrawRules = {
  enabled: true,
  minMinor: 10_00,
  maxMinor: 5_000_00,
  dailyCount: 3,
  windowStart: '00:00',
  windowEnd: '24:00',
  timeZone: 'Asia/Dhaka',
  feeBps: 200,
  feeFixedMinor: 0,
  turnoverBps: 10_000,
  methods: ['bank', 'usdt_trc20'],
};

const card: BankCard = {
  id: 1,
  method: 'bank',
  holderName: 'Rahim',
  phone: '01712345678',
  bankId: 2,
  bankName: 'Sonali Bank',
  account: '**** 9012',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  heldUntil: null,
};

function info(overrides: Partial<WithdrawInfo> = {}): WithdrawInfo {
  return {
    balanceMinor: 100_00,
    turnoverOutstandingMinor: 0,
    withdrawableMinor: 100_00,
    bankCard: card,
    usdtAddress: null,
    identityVerified: true,
    hasFundPassword: true,
    today: '2026-01-01',
    usedToday: 0,
    remainingToday: 3,
    windowOpen: true,
    ...overrides,
  };
}

const withdrawal: WithdrawalRecord = {
  id: 9,
  method: 'bank',
  amountMinor: 50_00,
  feeMinor: 1_00,
  totalMinor: 51_00,
  state: 'under_review',
  bankName: 'Sonali Bank',
  account: '**** 9012',
  reason: null,
  origin: 'member',
  createdAt: '2026-01-01T00:00:00.000Z',
  resolvedAt: null,
};

function base(infoOverrides: Partial<WithdrawInfo> = {}) {
  return [
    ...memberShell(),
    on(withdrawHint, () => ({ notice: 'Paid within 24 hours', rules })),
    on(withdrawInfo, () => info(infoOverrides)),
    on(withdrawRecords, () => ({ items: [withdrawal], nextCursor: null })),
  ];
}

async function fillAndConfirm(amount: string) {
  fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: 'fund-secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
}

// Whole pages through the real router and envelope: the first render of a page chunk is slow.
describe('the withdraw page', { timeout: 20_000 }, () => {
  it('shows the fee before confirming, and keeps the idempotency key when the member retries', async () => {
    let attempts = 0;
    const applied: SeenRequest[] = [];
    const { router } = await renderApp(`#${paths.withdraw}`, [
      ...base(),
      on(withdrawApply, (request) => {
        applied.push(request);
        attempts += 1;
        // The first answer is lost on the way (a proxy error); the retry goes through.
        return attempts === 1 ? httpFailure(502, 'Bad gateway') : withdrawal;
      }),
    ]);
    expect(await screen.findByText('Paid within 24 hours')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '50' } });
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('1.00\u00a0USD');
    expect(screen.getByTestId('withdraw-total').textContent).toBe('51.00\u00a0USD');

    await fillAndConfirm('50');
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(router.state.location.pathname).toBe(paths.withdraw);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    // The result screen: requested, in review, with the way to the records.
    const result = await screen.findByTestId('result-view');
    expect(within(result).getByRole('heading', { name: 'Withdrawal requested' })).toBeTruthy();
    fireEvent.click(within(result).getByRole('button', { name: 'Withdrawal records' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.withdrawRecord));
    expect(applied.map((r) => r.payload)).toEqual([
      {
        method: 'bank',
        amount: '50',
        fundPassword: 'fund-secret',
        idempotencyKey: applied[0]?.payload.idempotencyKey,
      },
      {
        method: 'bank',
        amount: '50',
        fundPassword: 'fund-secret',
        idempotencyKey: applied[0]?.payload.idempotencyKey,
      },
    ]);
    expect(await screen.findByText('Under review')).toBeTruthy();
  });

  it('checks the amount against the rules and the balance before asking', async () => {
    await renderApp(`#${paths.withdraw}`, base());
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '98.05' } });
    fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Single withdrawal amount is too low/)).toBeTruthy();
  });

  it('shows what is withdrawable while recharges wait to be invested, and fills in the most', async () => {
    await renderApp(
      `#${paths.withdraw}`,
      base({ balanceMinor: 100_00, turnoverOutstandingMinor: 75_00, withdrawableMinor: 25_00 }),
    );
    expect((await screen.findByTestId('withdraw-balance')).textContent).toBe('25.00\u00a0USD');
    expect(screen.getByTestId('withdraw-turnover').textContent).toContain('75.00\u00a0USD');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Invest your recharged amount before withdrawing it')).toBeTruthy();
    // Max: the most whose amount and 2% fee fit in 25.00.
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('24.51');
  });

  it('says what is missing and does not let an unverified member apply', async () => {
    const { router } = await renderApp(`#${paths.withdraw}`, [
      ...base({ identityVerified: false, hasFundPassword: false, bankCard: null }),
      on(withdrawApply, () => refused('identity_unverified')),
    ]);
    expect(await screen.findByTestId('identity-unverified')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Withdraw' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Bind a card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.addCard));
    expect(router.state.location.search).toBe(`?back=${encodeURIComponent(paths.withdraw)}`);
  });

  it('says when withdrawals to a recently changed account open, and does not let the member apply to it', async () => {
    const applied: SeenRequest[] = [];
    await renderApp(`#${paths.withdraw}`, [
      ...base({ bankCard: { ...card, heldUntil: '2026-01-02T06:30:00.000Z' } }),
      on(withdrawApply, (request) => {
        applied.push(request);
        return refused('payout_account_held');
      }),
    ]);
    expect((await screen.findByTestId('withdraw-held-bank')).textContent).toMatch(
      /^Changed recently: withdrawals to this account open at \d{1,2} \w{3} 2026, \d{2}:\d{2}$/,
    );
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: 'fund-secret' } });
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Withdraw' });
    expect(submit.disabled).toBe(true);
    fireEvent.click(submit);
    expect(applied).toHaveLength(0);
  });

  it('drops the fund-password banner as soon as the member has set one, without a reload', async () => {
    const { router } = await renderApp(`#${paths.withdraw}`, [
      ...memberShell({ hasFundPassword: false }),
      on(withdrawHint, () => ({ notice: 'Paid within 24 hours', rules })),
      // This page's own state stays as first read: the member's record is what changes.
      on(withdrawInfo, () => info({ hasFundPassword: false })),
      on(updateUserInfo, () => ({ ...testUser, hasFundPassword: true })),
    ]);
    expect(await screen.findByText('Set a fund password before you withdraw')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.changePassword));
    fireEvent.change(await screen.findByLabelText('Login password'), { target: { value: 'login-secret' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'fund-secret' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'fund-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Saved: the form now asks for the fund password just set to change it again.
    expect(await screen.findByLabelText('Current fund password')).toBeTruthy();

    router.history.go(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.withdraw));
    expect(await screen.findByText('Paid within 24 hours')).toBeTruthy();
    expect(screen.queryByText('Set a fund password before you withdraw')).toBeNull();
  });
});
