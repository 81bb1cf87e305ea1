import {
  bankBind,
  bankConfig,
  bankDelete,
  bankList,
  registerConfig,
  type BankCard,
  type UserInfo,
} from '@cloudmine/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, withQuery } from '@/config/paths';
import { on, refused, type SeenRequest } from '@cloudmine/api/testing';
import { memberShell, registerRules } from '@/test/member-fixtures';
import { renderApp } from '@/test/render-app';

const boundCard: BankCard = {
  id: 3,
  method: 'bank',
  holderName: 'Rahim Uddin',
  phone: '01712345678',
  bankId: 2,
  bankName: 'BRAC Bank',
  account: '**** 9012',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  heldUntil: null,
};

function handlers(
  bound: SeenRequest[],
  cards: BankCard[] = [],
  user: Partial<UserInfo> = {},
  deleted: SeenRequest[] = [],
) {
  return [
    ...memberShell(user),
    on(registerConfig, registerRules),
    on(bankConfig, () => ({
      banks: [
        { id: 1, name: 'Sonali Bank' },
        { id: 2, name: 'BRAC Bank' },
      ],
      methods: ['bank', 'usdt_trc20'],
      editAllowed: true,
      deleteAllowed: true,
      changeHoldHours: 24,
    })),
    on(bankList, () => ({ items: cards })),
    on(bankBind, (request) => {
      bound.push(request);
      if (request.payload.method === 'usdt_trc20') return refused('bank_card_error');
      return boundCard;
    }),
    on(bankDelete, (request) => {
      deleted.push(request);
      return request.payload.fundPassword === 'fund-secret' ? { ok: true } : refused('fund_password_wrong');
    }),
  ];
}

// Whole pages through the real router and envelope: the first render of a page chunk is slow.
describe('binding a withdrawal account', { timeout: 20_000 }, () => {
  it('keeps what was typed while the bank is picked on its own page', async () => {
    const { router } = await renderApp(`#${paths.addCard}`, handlers([]));
    fireEvent.change(await screen.findByLabelText('Account holder'), { target: { value: 'Rahim Uddin' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '01712345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('Choose a bank', { selector: '.field-error' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bank' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.bankList));
    expect(JSON.parse(sessionStorage.getItem('bank-card-draft') ?? '{}')).toMatchObject({
      holderName: 'Rahim Uddin',
      phone: '01712345678',
    });
  });

  it('binds the drafted card, then goes back where the member came from', async () => {
    // Back from the bank page: the draft holds what was typed and the bank picked.
    sessionStorage.setItem(
      'bank-card-draft',
      JSON.stringify({
        holderName: 'Rahim Uddin',
        phone: '01712345678',
        account: '1234 5678 9012',
        bankId: 2,
        bankName: 'BRAC Bank',
      }),
    );
    const bound: SeenRequest[] = [];
    const { router } = await renderApp(
      `#${withQuery(paths.addCard, { back: paths.withdraw })}`,
      handlers(bound),
    );
    expect((await screen.findByLabelText<HTMLInputElement>('Account holder')).value).toBe('Rahim Uddin');
    expect(screen.getByRole('button', { name: 'Bank' }).textContent).toBe('BRAC Bank');
    // The change needs the fund password: asked before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('Please fill in this field', { selector: '.field-error' })).toBeTruthy();
    expect(bound).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: 'fund-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.withdraw));
    expect(bound.map((r) => r.payload)).toEqual([
      {
        method: 'bank',
        holderName: 'Rahim Uddin',
        phone: '01712345678',
        bankId: 2,
        account: '1234 5678 9012',
        fundPassword: 'fund-secret',
      },
    ]);
    expect(sessionStorage.getItem('bank-card-draft')).toBeNull();
  });

  it('checks a USDT address before sending it, and shows the server’s refusal of a bad checksum', async () => {
    const bound: SeenRequest[] = [];
    await renderApp(`#${withQuery(paths.addCard, { method: 'usdt_trc20' })}`, handlers(bound));
    const address = await screen.findByLabelText('USDT (TRC20) address');
    fireEvent.change(address, { target: { value: '0x1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('A TRC20 address starts with T and has 34 characters')).toBeTruthy();
    expect(bound).toHaveLength(0);
    fireEvent.change(address, { target: { value: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' } });
    fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: 'fund-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('Bank card error')).toBeTruthy();
    expect(bound).toHaveLength(1);
  });

  it('without a fund password, says how to set one and sends nothing', async () => {
    const bound: SeenRequest[] = [];
    const { router } = await renderApp(`#${paths.addCard}`, handlers(bound, [], { hasFundPassword: false }));
    expect(await screen.findByTestId('no-fund-password')).toBeTruthy();
    expect(screen.queryByLabelText('Fund password')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Bind' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Set it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.changePassword));
    expect(router.state.location.search).toBe('?tab=fund');
    expect(bound).toHaveLength(0);
  });

  it('asks the fund password in the deletion’s confirmation, and shows a held account’s opening time', async () => {
    const deleted: SeenRequest[] = [];
    const held = { ...boundCard, heldUntil: '2026-01-02T06:30:00.000Z' };
    await renderApp(`#${paths.addCard}`, handlers([], [held], {}, deleted));
    expect((await screen.findByTestId('held-bank')).textContent).toMatch(
      /^Withdrawals to this account open at \d{1,2} \w{3} 2026, \d{2}:\d{2}$/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete this account? You need one to withdraw.')).toBeTruthy();
    // Nothing is sent without the password.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Please fill in this field')).toBeTruthy();
    expect(deleted).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Fund password'), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Wrong fund password')).toBeTruthy();
    // The dialog stays for another try, the wrong password cleared.
    const field = within(dialog).getByLabelText<HTMLInputElement>('Fund password');
    expect(field.value).toBe('');
    fireEvent.change(field, { target: { value: 'fund-secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toHaveLength(2));
    expect(await screen.findByText('Deleted')).toBeTruthy();
    expect(deleted.map((r) => r.payload)).toEqual([
      { cardId: 3, fundPassword: 'wrong' },
      { cardId: 3, fundPassword: 'fund-secret' },
    ]);
  });

  it('says how long withdrawals to a replacing account wait before replacing it', async () => {
    sessionStorage.setItem(
      'bank-card-draft',
      JSON.stringify({
        holderName: 'Karim Uddin',
        phone: '01712345678',
        account: '9988 7766',
        bankId: 2,
        bankName: 'BRAC Bank',
      }),
    );
    const bound: SeenRequest[] = [];
    await renderApp(`#${paths.addCard}`, handlers(bound, [boundCard]));
    fireEvent.change(await screen.findByLabelText('Fund password'), { target: { value: 'fund-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(
      await screen.findByText(
        'Replace your bound account with this one? For your safety, withdrawals to the new account open 24 hours after the change.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bound).toHaveLength(1));
    expect(bound[0]?.payload).toMatchObject({ account: '9988 7766', fundPassword: 'fund-secret' });
  });

  // Last: it leaves the page for the card form, and jsdom settles that navigation late.
  it('writes the picked bank into the draft on the bank page', async () => {
    await renderApp(`#${paths.bankList}`, handlers([]));
    fireEvent.change(await screen.findByPlaceholderText('Search banks'), { target: { value: 'brac' } });
    expect(screen.queryByText('Sonali Bank')).toBeNull();
    fireEvent.click(await screen.findByText('BRAC Bank'));
    expect(JSON.parse(sessionStorage.getItem('bank-card-draft') ?? '{}')).toMatchObject({
      bankId: 2,
      bankName: 'BRAC Bank',
    });
  });
});
