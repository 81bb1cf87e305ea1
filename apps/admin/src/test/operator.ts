import { PERMISSIONS, type OperatorInfo } from '@cloudmine/api';

export const OWNER: OperatorInfo = {
  id: 1,
  username: 'admin',
  role: 'owner',
  permissions: [...PERMISSIONS],
  lastLoginAt: null,
};

/** An operator already signed in, as after a login in an earlier visit. */
export function signedIn(operator: OperatorInfo = OWNER): void {
  localStorage.setItem('ADMIN-AUTH-TOKEN', 'operator-token');
  localStorage.setItem('ADMIN-OPERATOR', JSON.stringify(operator));
}
