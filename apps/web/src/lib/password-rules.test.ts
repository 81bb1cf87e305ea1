import { describe, expect, it } from 'vitest';
import { checkPasswordChange } from './password-rules';

describe('password change checks (SPEC §5)', () => {
  it('accepts a new password that differs from the old and is confirmed', () => {
    expect(
      checkPasswordChange({ oldPassword: 'old-one', newPassword: 'new-one', confirmPassword: 'new-one' }),
    ).toEqual({});
  });

  it('refuses a new password equal to the old one', () => {
    expect(
      checkPasswordChange({ oldPassword: 'same-one', newPassword: 'same-one', confirmPassword: 'same-one' }),
    ).toEqual({ newPassword: 'password_same_as_old' });
  });

  it('allows it for a first fund password confirmed with the login password', () => {
    expect(
      checkPasswordChange(
        { oldPassword: 'same-one', newPassword: 'same-one', confirmPassword: 'same-one' },
        { allowSameAsOld: true },
      ),
    ).toEqual({});
  });

  it('refuses a confirmation that does not match, and a short password', () => {
    expect(
      checkPasswordChange({ oldPassword: 'old-one', newPassword: 'abc', confirmPassword: 'abd' }),
    ).toEqual({
      newPassword: 'too_short',
      confirmPassword: 'passwords_mismatch',
    });
  });
});
