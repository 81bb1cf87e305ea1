import { ApiError } from '@cloudmine/api';
import { useState } from 'react';

/**
 * The authenticator code of a protected action (withdrawal, payout-account change): the field
 * appears once the server answers `two_factor_required`, and its code then goes with the request.
 */
export function useSecondFactor() {
  const [needed, setNeeded] = useState(false);
  const [code, setCode] = useState('');
  return {
    needed,
    code,
    setCode,
    /** Call from the mutation's onError. */
    onError: (error: Error) => {
      if (error instanceof ApiError && error.key === 'two_factor_required') setNeeded(true);
    },
    /** What to add to the request: the code, once asked for. */
    field: (): { totpCode?: string } => {
      return needed && code.trim() ? { totpCode: code.trim() } : {};
    },
    /** A code is asked for and missing. */
    missing: (): boolean => {
      return needed && !code.trim();
    },
    reset: () => {
      setCode('');
    },
  };
}

export type SecondFactor = ReturnType<typeof useSecondFactor>;
