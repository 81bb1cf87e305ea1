import { z } from 'zod';
import { ERROR_KEYS } from '../errors.js';
import type { Permission } from '../permissions.js';

/** Who may make a call: anyone, a logged-in member, or an operator holding `permission`. */
export type CallAuth = 'public' | 'member' | 'operator';
export type CallMethod = 'GET' | 'POST';

/**
 * One call of SPEC §7. `request` is the decrypted payload without `t` and `r`; `response` is the
 * `data` of a successful answer. The server validates both; the typed client infers from both.
 */
export interface CallDef<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Path extends string = string,
  Auth extends CallAuth = CallAuth,
> {
  readonly method: CallMethod;
  readonly path: Path;
  readonly auth: Auth;
  readonly summary: string;
  readonly request: Req;
  readonly response: Res;
  /** Moves money: the request carries an idempotency key and a retry answers the first result. */
  readonly moneyMoving?: boolean;
  /** Operator calls: the permission the operator's role must hold. */
  readonly permission?: Permission;
  /**
   * Operator calls that change something (or export data): the audit actions one success may write.
   * The server refuses to record an action not listed here, and the admin tests drive every call
   * that has this field and check its entry lands in the audit log.
   */
  readonly audit?: readonly [string, ...string[]];
}

export function defineCall<
  Req extends z.ZodType,
  Res extends z.ZodType,
  Path extends `/api/${string}`,
  Auth extends CallAuth,
>(def: CallDef<Req, Res, Path, Auth>): CallDef<Req, Res, Path, Auth> {
  return def;
}

export type CallRequest<C extends CallDef> = z.input<C['request']>;
export type CallPayload<C extends CallDef> = z.output<C['request']>;
export type CallResponse<C extends CallDef> = z.output<C['response']>;

/** `{ code, message, data }` as SPEC §7 describes it. */
export const failureBody = z.object({
  code: z.number().int(),
  message: z.enum(ERROR_KEYS),
  data: z.null(),
});

export function successBody<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), message: z.literal('ok'), data });
}

export type FailureBody = z.infer<typeof failureBody>;
