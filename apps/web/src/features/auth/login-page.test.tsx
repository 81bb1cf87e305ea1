import {
  getUserInfo,
  login,
  loginSms,
  mallOrders,
  openFund,
  registerConfig,
  setLanguage,
  smsSend,
  type CallResponse,
} from '@cloudmine/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on, refused, type SeenRequest } from '@cloudmine/api/testing';
import { registerRules, testUser } from '@/test/member-fixtures';
import { renderApp } from '@/test/render-app';

const session: CallResponse<typeof login> = {
  token: 'x'.repeat(43),
  expiresAt: '2026-01-08T00:00:00.000Z',
  user: testUser,
};

function handlers(seen: SeenRequest[], passwordAnswer: 'ok' | 'login_locked') {
  const record =
    <A,>(answer: A) =>
    (request: SeenRequest) => {
      seen.push(request);
      return answer;
    };
  return [
    on(registerConfig, registerRules),
    on(openFund, () => ({ isOpen: false })),
    on(getUserInfo, () => testUser),
    on(login, record(passwordAnswer === 'ok' ? session : refused('login_locked'))),
    on(smsSend, record({ resendSeconds: 60 })),
    on(loginSms, record(session)),
    on(setLanguage, (request) => {
      seen.push(request);
      return { language: 'bd' as const };
    }),
  ];
}

/** What the page's status regions say (the app's connection banner is one too, empty while online). */
const statusTexts = () =>
  screen
    .queryAllByRole('status')
    .map((region) => region.textContent ?? '')
    .filter((text) => text !== '');

// Whole pages through the real router and envelope: the first render of a page chunk is slow.
describe('logging in', { timeout: 20_000 }, () => {
  it('switches to the SMS code with a hint when the password is locked, and logs in with the code', async () => {
    localStorage.clear();
    const seen: SeenRequest[] = [];
    const { router } = await renderApp(`#${paths.login}`, handlers(seen, 'login_locked'));
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '01712345678' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(statusTexts().join(' ')).toContain('Too many wrong passwords'));
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Phone number').value).toBe('01712345678');

    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in 60 s/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(seen.map((request) => [request.path, request.payload])).toEqual([
      ['/api/public/login', { phone: '01712345678', password: 'secret123' }],
      ['/api/public/sms/send', { phone: '01712345678', purpose: 'login' }],
      ['/api/public/login/sms', { phone: '01712345678', smsCode: '123456' }],
    ]);
  });

  it('switches between password and SMS code on request, without a hint', async () => {
    localStorage.clear();
    const seen: SeenRequest[] = [];
    await renderApp(`#${paths.login}`, handlers(seen, 'ok'));
    fireEvent.click(await screen.findByRole('button', { name: 'Log in with SMS code' }));
    expect(screen.getByLabelText('SMS code')).toBeTruthy();
    expect(statusTexts()).toEqual([]);
    // A code field with a wrong shape is refused on the page, before any call.
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '01712345678' } });
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong verification code', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in with password' }));
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('brings a visitor who opened a member page back to it once logged in', async () => {
    localStorage.clear();
    const seen: SeenRequest[] = [];
    const { router } = await renderApp(`#${paths.miner}`, [
      ...handlers(seen, 'ok'),
      on(mallOrders, () => ({ items: [], nextCursor: null })),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(paths.miner);
    // Register from here keeps the destination.
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe(
      `#${paths.register}?redirect=${encodeURIComponent(paths.miner)}`,
    );

    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '01712345678' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.miner));
    expect(await screen.findByText('No machines here yet')).toBeTruthy();
  });

  it('switches the language before logging in, at once and remembered', async () => {
    localStorage.clear();
    await renderApp(`#${paths.login}`, handlers([], 'ok'));
    const switcher = await screen.findByRole('group', { name: 'Language' });
    expect(within(switcher).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(switcher).getByRole('button', { name: 'বাংলা' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'লগ ইন' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'বাংলা' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('language')).toBe('bd');
    expect(document.documentElement.lang).toBe('bn');
  });

  it("stores the language the visitor chose on the login page as the member's", async () => {
    localStorage.clear();
    const seen: SeenRequest[] = [];
    const { router } = await renderApp(`#${paths.login}`, handlers(seen, 'ok'));
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '01712345678' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'বাংলা' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'লগ ইন' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    // The member was stored in English (testUser): the app keeps Bengali and the member follows it.
    await waitFor(() =>
      expect(seen.map((request) => [request.path, request.payload])).toEqual([
        ['/api/public/login', { phone: '01712345678', password: 'secret123' }],
        ['/api/auth/language/set', { language: 'bd' }],
      ]),
    );
    expect(document.documentElement.lang).toBe('bn');
  });
});
