import { isErrorKey, type ErrorKey } from '@cloudmine/api';
import type { RawAnswer } from './raw-request.js';

/**
 * Text that only an internal fault would put in an answer: stack frames, file paths, engine and
 * driver messages. The hostile payloads never contain these words, so an echo cannot trip them.
 */
const LEAKS: readonly RegExp[] = [
  /\bat [\w.<>]+ \(/, // a stack frame "at fn (file:line)"
  /\bat (file:|node:|\/)/,
  /node_modules|apps\/server|\.ts:\d|\.js:\d/,
  /SQLITE_|sqlite|better-sqlite|postgres|\bpg_|syntax error|violates|duplicate key|no such (table|column)/i,
  /\b(TypeError|RangeError|ReferenceError|SyntaxError|ZodError|MoneyError)\b/,
  /relation "|column "|constraint "/,
];

export interface Verdict {
  /** True for an answered success (`code 200`). */
  ok: boolean;
  /** The catalogue key of a refusal (business, 403 or transport); null on success. */
  key: ErrorKey | null;
  /** The body's `code`: 200, 400 or 403 inside HTTP 200; the status of a transport refusal. */
  code: number;
  status: number;
}

function describe(answer: RawAnswer): string {
  const body = answer.opened === null ? answer.text : JSON.stringify(answer.opened);
  return `HTTP ${answer.status}: ${body.slice(0, 300)}`;
}

function refusalShape(body: unknown, allowedCodes: readonly number[]): ErrorKey | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, message, data, ...rest } = body as Record<string, unknown>;
  const extra = Object.keys(rest).filter((key) => key !== 'serverTime');
  if (extra.length > 0 || data !== null || typeof code !== 'number' || !allowedCodes.includes(code)) {
    return null;
  }
  return isErrorKey(message) ? message : null;
}

/**
 * The contract every answer keeps, whatever was sent: never a 5xx; a refusal is exactly
 * `{code, message: <catalogue key>, data: null}`; nothing internal leaks in any body.
 * Throws with the answer in the message so a failing case shows what came back.
 */
export function judge(answer: RawAnswer): Verdict {
  if (answer.status >= 500) throw new Error(`server fault: ${describe(answer)}`);
  const texts = [answer.text, answer.opened === null ? '' : JSON.stringify(answer.opened)];
  for (const pattern of LEAKS) {
    if (texts.some((text) => pattern.test(text))) throw new Error(`leak ${pattern}: ${describe(answer)}`);
  }
  if (answer.status === 200) {
    const body = answer.opened as Record<string, unknown> | null;
    if (body?.code === 200 && body.message === 'ok') return { ok: true, key: null, code: 200, status: 200 };
    const key = refusalShape(body, [400, 403]);
    if (!key) throw new Error(`not a catalogue refusal: ${describe(answer)}`);
    return { ok: false, key, code: body?.code as number, status: 200 };
  }
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    throw new Error(`transport refusal without a JSON body: ${describe(answer)}`);
  }
  const key = refusalShape(parsed, [answer.status]);
  if (!key || ![400, 404, 429].includes(answer.status)) {
    throw new Error(`not a catalogue transport refusal: ${describe(answer)}`);
  }
  return { ok: false, key, code: answer.status, status: answer.status };
}
