import { adminDashboardSummary, adminLogin, ERROR_CATALOGUE, ROLE_PERMISSIONS } from '@cloudmine/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, on, refused, testCodec } from '@cloudmine/api/testing';
import { quietDaySummary } from '@/test/dashboard-summary';
import { renderConsole } from '@/test/render-console';

const FINANCE = {
  id: 7,
  username: 'fatima',
  role: 'finance' as const,
  permissions: [...ROLE_PERMISSIONS.finance],
  lastLoginAt: null,
};
const SUMMARY = quietDaySummary('2026-11-22');

async function fillLogin(totp: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByLabelText('Username'));
  await user.paste('fatima');
  await user.click(screen.getByLabelText('Password'));
  await user.paste('secret-pass');
  await user.type(screen.getByLabelText('Authenticator code'), totp);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('operator login', () => {
  it('signs in with password and TOTP, keeps its own token, and shows only what the role may open', async () => {
    const codec = await testCodec();
    const server = fakeServer(codec, [
      on(adminLogin, () => ({
        token: 'op-token-1',
        expiresAt: '2026-11-23T00:00:00.000Z',
        operator: FINANCE,
      })),
      on(adminDashboardSummary, () => SUMMARY),
    ]);
    await renderConsole(server.transport, '/login');
    await fillLogin('123456');

    expect(await screen.findByText('Dashboard · 2026-11-22')).toBeTruthy();
    expect(server.calls(adminLogin)[0]?.payload).toEqual({
      username: 'fatima',
      password: 'secret-pass',
      totp: '123456',
    });
    // The dashboard call carries the operator's token; the members' key stays untouched.
    expect(server.calls(adminDashboardSummary)[0]?.authorization).toBe('Bearer op-token-1');
    expect(localStorage.getItem('ADMIN-AUTH-TOKEN')).toBe('op-token-1');
    expect(localStorage.getItem('AUTH-TOKEN')).toBeNull();
    // Finance reviews money but does not manage settings or operators.
    expect(screen.getByRole('menuitem', { name: 'Withdrawals' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Operators' })).toBeNull();
  });

  it('checks the code has 6 digits before sending anything', async () => {
    const codec = await testCodec();
    const server = fakeServer(codec, []);
    await renderConsole(server.transport, '/login');
    await fillLogin('12ab');
    expect(await screen.findByText('The 6 digits of your authenticator app')).toBeTruthy();
    expect(server.seen).toHaveLength(0);
  });

  it('shows a refused code in the catalogue text and stays on the login page', async () => {
    const codec = await testCodec();
    const server = fakeServer(codec, [on(adminLogin, () => refused('totp_wrong'))]);
    await renderConsole(server.transport, '/login');
    await fillLogin('654321');
    expect(await screen.findByText(ERROR_CATALOGUE.totp_wrong.en)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy());
    expect(localStorage.getItem('ADMIN-AUTH-TOKEN')).toBeNull();
  });
});
