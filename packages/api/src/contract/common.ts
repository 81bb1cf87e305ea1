import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { isDecimalText, parseDecimal, type Minor } from '../money.js';

/**
 * Field schemas shared by many calls. A schema's custom message is a catalogue key; the server
 * answers that key instead of the generic `parameter_error`.
 */

export const language = z.enum(LANGUAGES);

/** Shape only; the operator's phone pattern (a setting) is applied by the server and the register page. */
export const phone = z
  .string()
  .trim()
  .regex(/^\+?\d{6,15}$/, { error: 'phone_format_wrong' });

export const password = z.string().min(6).max(64);

export const smsCode = z.string().regex(/^\d{6}$/, { error: 'sms_code_wrong' });

/** A decimal amount typed by a person ("12.5"), turned into cents. */
export const moneyInput = z
  .string()
  .trim()
  .refine(isDecimalText, { error: 'parameter_error' })
  .transform((text): Minor => parseDecimal(text));

/** An amount of cents in a response. */
export const minorAmount = z.number().int();

/** A whole-number input typed by a person, e.g. points to exchange: "enter an integer" otherwise. */
export const integerInput = z
  .union([z.number(), z.string().trim()])
  .refine((value) => /^\d{1,12}$/.test(String(value)), { error: 'enter_integer' })
  .transform((value) => Number(value));

export const timestamp = z.string().describe('ISO 8601 instant');
/** A real day of the calendar: `2026-02-30` has the shape but is no date. */
function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1970 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export const businessDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDate)
  .describe('YYYY-MM-DD in the business time zone');

export const id = z.number().int().positive();

/** Client-chosen key that makes a money-moving call safe to retry. */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'parameter_error' });

/** Keyset paging for members' lists (newest first); the cursor is opaque. */
export const pageRequest = z.object({
  cursor: z.string().max(64).optional(),
  limit: z.number().int().min(1).max(50).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/**
 * The request and response of a member's list call, spread into `defineCall`: keyset paging plus the
 * list's own filters, answering a page of `item`. A list that also answers totals over every page
 * says so with `pageRequest` and `pageOf(item).extend(…)`.
 */
export function pagedList<Item extends z.ZodType>(
  item: Item,
): { request: typeof pageRequest; response: ReturnType<typeof pageOf<Item>> };
export function pagedList<Item extends z.ZodType, Filters extends z.ZodRawShape>(
  item: Item,
  filters: Filters,
): { request: ReturnType<typeof pageRequest.extend<Filters>>; response: ReturnType<typeof pageOf<Item>> };
export function pagedList(
  item: z.ZodType,
  filters?: z.ZodRawShape,
): { request: z.ZodType; response: z.ZodType } {
  return { request: filters ? pageRequest.extend(filters) : pageRequest, response: pageOf(item) };
}

export const empty = z.object({});
export const done = z.object({ ok: z.literal(true) });

/** A 6-digit authenticator code, or one of the recovery codes shown when the factor was turned on. */
export const secondFactorCode = z
  .string()
  .trim()
  .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/, { error: 'two_factor_wrong' });
