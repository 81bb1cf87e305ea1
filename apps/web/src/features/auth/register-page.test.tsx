import {
  getUserInfo,
  mallOrders,
  openFund,
  register,
  registerConfig,
  smsSend,
  type CallResponse,
} from '@cloudmine/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on } from '@cloudmine/api/testing';
import { registerRules, testUser } from '@/test/member-fixtures';
import { renderApp } from '@/test/render-app';

const newMember = { ...testUser, phone: '01812345678', hasFundPassword: false };
const session: CallResponse<typeof register> = {
  token: 'r'.repeat(43),
  expiresAt: '2026-01-08T00:00:00.000Z',
  user: newMember,
};

function handlers() {
  return [
    on(registerConfig, registerRules),
    on(smsSend, { resendSeconds: 60 }),
    on(register, session),
    on(openFund, () => ({ isOpen: false })),
    on(getUserInfo, () => newMember),
    on(mallOrders, () => ({ items: [], nextCursor: null })),
  ];
}

async function fillAndRegister() {
  fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '01812345678' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('button', { name: /Resend in 60 s/ });
  fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '123456' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
}

// Whole pages through the real router and envelope: the first render of a page chunk is slow.
describe('registering', { timeout: 20_000 }, () => {
  it('lands the new member on Home, logged in, with no second login', async () => {
    localStorage.clear();
    const { router, server } = await renderApp(`#${paths.register}?code=ABC123`, handlers());
    await fillAndRegister();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(localStorage.getItem('AUTH-TOKEN')).toBe(session.token);
    expect(server.calls(register).map((call) => call.payload)).toEqual([
      {
        phone: '01812345678',
        smsCode: '123456',
        password: 'secret123',
        confirmPassword: 'secret123',
        invitationCode: 'ABC123',
        language: 'en',
      },
    ]);
  });

  it('lands where the visitor was going before they chose to register', async () => {
    localStorage.clear();
    const { router } = await renderApp(
      `#${paths.register}?code=ABC123&redirect=${encodeURIComponent(paths.miner)}`,
      handlers(),
    );
    await fillAndRegister();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.miner));
    expect(await screen.findByText('No machines here yet')).toBeTruthy();
  });
});
