import type { OperatorInfo } from '@cloudmine/api';

/**
 * The operator's session lives under its own keys, apart from the members' `AUTH-TOKEN`: a browser
 * used for both never mixes an operator token into member calls or the other way round.
 */
const TOKEN_KEY = 'ADMIN-AUTH-TOKEN';
const OPERATOR_KEY = 'ADMIN-OPERATOR';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function readOperator(): OperatorInfo | null {
  const text = localStorage.getItem(OPERATOR_KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as OperatorInfo;
  } catch {
    return null;
  }
}

export function saveSession(token: string, operator: OperatorInfo): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(OPERATOR_KEY, JSON.stringify(operator));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(OPERATOR_KEY);
}
