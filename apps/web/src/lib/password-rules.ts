import type { ErrorKey } from '@cloudmine/api';
import type { TFunction } from '@/lib/i18n/translator';

/** A new password typed twice, as every password form asks for it. */
export interface NewPassword {
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordChange extends NewPassword {
  oldPassword: string;
}

export const PASSWORD_MIN_LENGTH = 6;

/** A catalogue key, or `too_short` (shown with the minimum length). */
export type PasswordProblem = ErrorKey | 'too_short';

type Problems<Field extends string> = Partial<Record<Field, PasswordProblem>>;

/** Long enough (the operator may ask for more than the contract's minimum) and confirmed. */
export function checkNewPassword(
  pair: NewPassword,
  minLength: number = PASSWORD_MIN_LENGTH,
  sameAsOld = false,
): Problems<keyof NewPassword> {
  const errors: Problems<keyof NewPassword> = {};
  if (pair.newPassword.length < minLength) errors.newPassword = 'too_short';
  else if (sameAsOld) errors.newPassword = 'password_same_as_old';
  if (pair.confirmPassword !== pair.newPassword) errors.confirmPassword = 'passwords_mismatch';
  return errors;
}

/**
 * The checks the client makes before sending a password change (SPEC §5): new differs from old,
 * confirmation matches, length as the contract requires. Answers problems by field.
 */
export function checkPasswordChange(
  change: PasswordChange,
  options: { allowSameAsOld?: boolean } = {},
): Problems<keyof NewPassword> {
  const sameAsOld = !options.allowSameAsOld && change.newPassword === change.oldPassword;
  return checkNewPassword(change, PASSWORD_MIN_LENGTH, sameAsOld);
}

/** The problems found, as texts in the member's language (undefined where there is none). */
export function passwordErrors(
  t: TFunction,
  problems: Problems<keyof NewPassword>,
  minLength: number = PASSWORD_MIN_LENGTH,
): Record<keyof NewPassword, string | undefined> {
  const text = (problem: PasswordProblem | undefined) => {
    if (!problem) return undefined;
    return problem === 'too_short' ? t('auth.passwordTooShort', { min: minLength }) : t(`api.${problem}`);
  };
  return { newPassword: text(problems.newPassword), confirmPassword: text(problems.confirmPassword) };
}
