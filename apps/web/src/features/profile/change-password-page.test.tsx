import { updateUserInfo } from '@cloudmine/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on } from '@cloudmine/api/testing';
import { logIn } from '@/test/member';
import { testUser } from '@/test/member-fixtures';
import { renderApp } from '@/test/render-app';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

// Whole pages through the real router and envelope: the first render of a page chunk is slow.
describe('setting the first fund password', { timeout: 20_000 }, () => {
  it('names what is missing or short, then saves and empties the form', async () => {
    const { server } = await renderApp(`#${paths.changePassword}?tab=fund`, [
      ...logIn(),
      on(updateUserInfo, { ...testUser, hasFundPassword: true }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in this field')).toBeTruthy();
    expect(screen.getByText('At least 6 characters', { selector: '.field-error' })).toBeTruthy();

    type('Login password', 'secret123');
    type('New password', 'abc');
    type('Confirm new password', 'abd');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(screen.queryByText('Please fill in this field')).toBeNull();

    // A first fund password may equal the login password it is confirmed with.
    type('New password', 'secret123');
    type('Confirm new password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls(updateUserInfo).map((call) => call.payload)).toEqual([
        {
          kind: 'fundPassword',
          oldPassword: 'secret123',
          newPassword: 'secret123',
          confirmPassword: 'secret123',
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('New password', { exact: true }).value).toBe(''),
    );
  });
});
