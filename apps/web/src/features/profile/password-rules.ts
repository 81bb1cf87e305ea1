import type { ErrorKey } from '@cloudmine/api';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const PASSWORD_MIN_LENGTH = 6;

/** A catalogue key, or `too_short` (shown with the minimum length). */
export type PasswordProblem = ErrorKey | 'too_short';

/**
 * The checks the client makes before sending a password change (SPEC §5): new differs from old,
 * confirmation matches, length as the contract requires. Answers problems by field.
 */
export function checkPasswordChange(
  change: PasswordChange,
  options: { allowSameAsOld?: boolean } = {},
): Partial<Record<keyof PasswordChange, PasswordProblem>> {
  const errors: Partial<Record<keyof PasswordChange, PasswordProblem>> = {};
  if (change.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = 'too_short';
  else if (!options.allowSameAsOld && change.newPassword === change.oldPassword) {
    errors.newPassword = 'password_same_as_old';
  }
  if (change.confirmPassword !== change.newPassword) errors.confirmPassword = 'passwords_mismatch';
  return errors;
}
