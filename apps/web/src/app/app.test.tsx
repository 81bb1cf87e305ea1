import {
  carouselImages,
  downloadUrl,
  ERROR_CATALOGUE,
  getUserInfo,
  login,
  noticeList,
  openFund,
  registerConfig,
} from '@cloudmine/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on, refused } from '@cloudmine/api/testing';
import { registerRules } from '@/test/member-fixtures';
import { renderApp } from '@/test/render-app';

/** Home's public content, empty. */
const emptyHome = [
  on(carouselImages, () => ({ items: [] })),
  on(noticeList, () => ({ items: [] })),
  on(downloadUrl, () => ({ url: '' })),
];

describe('the app shell', () => {
  it('sends a member whose token the server refuses (403) to the login page with the token message', async () => {
    localStorage.setItem('AUTH-TOKEN', 'a-token-the-server-does-not-know');
    const { router } = await renderApp(`#${paths.my}`, [
      on(getUserInfo, () => refused('token_invalid', 403)),
      on(openFund, () => ({ isOpen: false })),
      on(registerConfig, registerRules),
    ]);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(await screen.findByText(ERROR_CATALOGUE.token_invalid.en)).toBeTruthy();
    expect(localStorage.getItem('AUTH-TOKEN')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows a refusal as a failure toast with the catalogue text', async () => {
    const { router } = await renderApp(`#${paths.login}`, [
      on(openFund, () => ({ isOpen: false })),
      on(registerConfig, registerRules),
      on(login, () => refused('wrong_password')),
    ]);
    const phone = await screen.findByLabelText('Phone number');
    fireEvent.change(phone, { target: { value: '01712345678' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'not-the-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const toast = await screen.findByText(ERROR_CATALOGUE.wrong_password.en);
    expect(toast.closest('.adm-toast-main')?.querySelector('.adm-toast-icon')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('shows the Funds tab only while the open-fund check says it is open', async () => {
    await renderApp(`#${paths.home}`, [on(openFund, () => ({ isOpen: true })), ...emptyHome]);
    expect(await screen.findByText('Funds')).toBeTruthy();
    expect(localStorage.getItem('isOpenFund')).toBe('true');
  });

  it('keeps the Funds tab hidden when the check says closed', async () => {
    await renderApp(`#${paths.home}`, [on(openFund, () => ({ isOpen: false })), ...emptyHome]);
    expect(await screen.findByText('Mall')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('isOpenFund')).toBe('false'));
    expect(screen.queryByText('Funds')).toBeNull();
  });

  it('pre-fills the invitation code from an invite link', async () => {
    await renderApp(`#${paths.register}?code=ABC123`, [
      on(openFund, () => ({ isOpen: false })),
      on(registerConfig, registerRules),
    ]);
    const input = await screen.findByLabelText('Invitation code');
    expect((input as HTMLInputElement).value).toBe('ABC123');
  });
});
