import type { z } from 'zod';
import { invariant } from '../errors.js';

/**
 * Reads a JSON column through its schema: what the database holds was written by this code, so a
 * value that does not parse is a broken invariant (named by `column`), not a member's mistake.
 */
export function parseStoredJson<S extends z.ZodType>(schema: S, text: string, column: string): z.output<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    invariant(false, `${column} holds text that is not JSON`);
  }
  const parsed = schema.safeParse(raw);
  invariant(parsed.success, `${column} holds a value its schema refuses`);
  return parsed.data;
}
