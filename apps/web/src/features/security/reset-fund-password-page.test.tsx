import { fundPasswordReset } from '@cloudmine/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on } from '@cloudmine/api/testing';
import { logIn } from '@/test/member';
import { renderApp } from '@/test/render-app';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

// Whole pages through the real router and envelope: the first render of a page chunk is slow.
describe('resetting the fund password', { timeout: 20_000 }, () => {
  it('checks the code and the new password twice before it sends them', async () => {
    const { server } = await renderApp(`#${paths.resetFundPassword}`, [
      ...logIn(),
      on(fundPasswordReset, { ok: true }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wrong verification code')).toBeTruthy();
    expect(screen.getByText('At least 6 characters', { selector: '.field-error' })).toBeTruthy();

    type('SMS code', '12345');
    type('New password', 'secret123');
    type('Confirm new password', 'secret124');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(screen.getByText('Wrong verification code')).toBeTruthy();
    expect(screen.queryByText('At least 6 characters', { selector: '.field-error' })).toBeNull();

    type('SMS code', '123456');
    type('Confirm new password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls(fundPasswordReset).map((call) => call.payload)).toEqual([
        { smsCode: '123456', newPassword: 'secret123', confirmPassword: 'secret123' },
      ]),
    );
  });
});
