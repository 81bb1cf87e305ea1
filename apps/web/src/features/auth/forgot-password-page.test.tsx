import { passwordReset, registerConfig, smsSend } from '@cloudmine/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on } from '@cloudmine/api/testing';
import { registerRules } from '@/test/member-fixtures';
import { renderApp } from '@/test/render-app';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

// Whole pages through the real router and envelope: the first render of a page chunk is slow.
describe('a forgotten password', { timeout: 20_000 }, () => {
  it('sends a code only to a well-formed phone, checks every row, then resets and goes to login', async () => {
    localStorage.clear();
    const { router, server } = await renderApp(`#${paths.forgotPassword}`, [
      on(registerConfig, { ...registerRules, phoneExample: '01811112222' }),
      on(smsSend, { resendSeconds: 60 }),
      on(passwordReset, { ok: true }),
    ]);
    // The operator's example shows once the settings the phone is checked by have come.
    await screen.findByPlaceholderText(/01811112222/);
    type('Phone number', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The phone number format is wrong')).toBeTruthy();
    expect(server.calls(smsSend)).toEqual([]);

    type('Phone number', '01812345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in 60 s/ });
    expect(server.calls(smsSend).map((call) => call.payload)).toEqual([
      { phone: '01812345678', purpose: 'reset_password' },
    ]);

    type('New password', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Wrong verification code')).toBeTruthy();
    expect(screen.getByText('At least 6 characters', { selector: '.field-error' })).toBeTruthy();
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();

    type('SMS code', '123456');
    type('New password', 'secret123');
    type('Confirm new password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('OK'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(server.calls(passwordReset).map((call) => call.payload)).toEqual([
      { phone: '01812345678', smsCode: '123456', newPassword: 'secret123', confirmPassword: 'secret123' },
    ]);
  });
});
