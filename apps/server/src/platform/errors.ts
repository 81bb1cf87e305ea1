import { RESPONSE_CODE, type ErrorKey } from '@cloudmine/api';

/**
 * The one error type of the platform. Services throw `new AppError('insufficient_balance')`; the
 * error handler answers `{ code, message: key, data: null }`. Nothing else about the failure leaves
 * the server.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly key: ErrorKey,
    readonly code: number = RESPONSE_CODE.failed,
  ) {
    super(key);
  }

  static unauthorized(): AppError {
    return new AppError('token_invalid', RESPONSE_CODE.unauthorized);
  }
}

/** Asserts an invariant: a violation is a bug, answered as a 500 and logged. */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`invariant violated: ${message}`);
}
