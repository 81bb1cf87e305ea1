import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ChannelKind, Language } from '@cloudmine/api';
import { z } from 'zod';

/**
 * A payment gateway adapter (DESIGN §6). Our own `sandbox` is one; a real gateway plugs in the same
 * way: it opens a payment for one of our orders and verifies the callbacks it later sends us.
 */
export interface PaymentGateway {
  readonly kind: ChannelKind;
  /**
   * Opens the payment of an order at the gateway and answers where to send the member. Runs after
   * the order is committed, outside any transaction; must be idempotent per `orderNo`, because a
   * retried payment/start asks again.
   */
  createPayment(order: GatewayOrder): Promise<{ payUrl: string }>;
  /** Checks a callback's signature and freshness and reads it; never trusts an unverified body. */
  verifyCallback(request: RawCallback, now: Date): CallbackVerdict;
}

export interface GatewayOrder {
  orderNo: string;
  /** In the channel currency's minor units. */
  amountMinor: number;
  currency: string;
  /** The payer's language, for a gateway whose pay page speaks it (most take a locale). */
  language: Language;
}

export interface RawCallback {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** What a verified callback says about an order. */
export interface GatewayCallback {
  orderNo: string;
  tradeNo: string;
  status: 'paid' | 'failed';
  amountMinor: number;
  currency: string;
}

export type CallbackVerdict =
  { ok: true; callback: GatewayCallback } | { ok: false; reason: 'bad_signature' | 'stale' | 'malformed' };

export const SIGNATURE_HEADER = 'x-payment-signature';
export const TIMESTAMP_HEADER = 'x-payment-timestamp';
/** A callback signed longer ago (or further ahead) than this is refused: a replayed one is useless. */
const CALLBACK_TOLERANCE_MS = 5 * 60_000;

/** HMAC-SHA256 over `<timestamp>.<body>`, hex. The timestamp is milliseconds since the epoch. */
export function signCallback(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

function header(headers: RawCallback['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const callbackBody = z.object({
  orderNo: z.string().min(1).max(64),
  tradeNo: z.string().min(1).max(64),
  status: z.enum(['paid', 'failed']),
  amountMinor: z.number().int().positive(),
  currency: z.string().min(1).max(8),
});

/** Verifies the signature in constant time, then the timestamp, then reads the body. */
export function verifySignedCallback(secret: string, request: RawCallback, now: Date): CallbackVerdict {
  const signature = header(request.headers, SIGNATURE_HEADER) ?? '';
  const stamp = header(request.headers, TIMESTAMP_HEADER) ?? '';
  if (!/^[0-9a-f]{64}$/.test(signature) || !/^\d{1,15}$/.test(stamp)) {
    return { ok: false, reason: 'bad_signature' };
  }
  const expected = Buffer.from(signCallback(secret, Number(stamp), request.body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
    return { ok: false, reason: 'bad_signature' };
  if (Math.abs(now.getTime() - Number(stamp)) > CALLBACK_TOLERANCE_MS) return { ok: false, reason: 'stale' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(request.body);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const result = callbackBody.safeParse(parsed);
  return result.success ? { ok: true, callback: result.data } : { ok: false, reason: 'malformed' };
}
