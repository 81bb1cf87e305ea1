import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import {
  signCallback,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifySignedCallback,
  type GatewayCallback,
  type PaymentGateway,
} from './payment-gateway.js';
import {
  claimDeliveryAttempt,
  decideSandboxPayment,
  dueSandboxPayments,
  findSandboxPayment,
  insertSandboxPayment,
  recordDeliveryAttempt,
  type SandboxPayment,
} from './sandbox-payments-repository.js';

export type { SandboxPayment };

/** How the sandbox reaches our callback endpoint: HTTP in spirit, `app.inject` in this process. */
export type CallbackTransport = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ status: number }>;

const SANDBOX_CALLBACK_PATH = '/api/payment/callback/sandbox';
export const SANDBOX_PAGE_PREFIX = '/sandbox-pay/';
/** A callback that never gets a 2xx is retried this many times (about a day and a half), then logged and left. */
export const MAX_DELIVERY_ATTEMPTS = 40;
const LEASE_MS = 60_000;

/** 5 s, 10 s, 20 s… doubling up to an hour between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface SandboxGateway extends PaymentGateway {
  /** The signature that lets the holder of a pay URL (the member) decide its payment. */
  pageSignature(orderNo: string): string;
  checkPageSignature(orderNo: string, signature: string): boolean;
  find(orderNo: string): Promise<SandboxPayment | undefined>;
  /** The tester pressed Pay or Fail: the callback is written to the outbox in the same step. */
  decide(orderNo: string, outcome: 'paid' | 'failed'): Promise<'decided' | 'already_decided' | 'unknown'>;
  /** Delivers one decided payment's callback now (after the tester's click); answers the HTTP status. */
  deliver(orderNo: string): Promise<number | null>;
  /** Delivers every callback that is due; the scheduled job calls this. */
  deliverDue(limit?: number): Promise<{ delivered: number; failed: number }>;
  useTransport(transport: CallbackTransport): void;
}

/**
 * The sandbox gateway: a pretend payment provider served by our own server. It keeps its own books
 * (`sandbox_payments`), shows a pay page where a tester presses Pay or Fail, and delivers a signed
 * callback to our endpoint, retrying with backoff until it gets a 2xx. The outbox is a table, so a
 * crash between the click and the delivery loses nothing.
 */
export function createSandboxGateway(deps: {
  db: Database;
  clock: Clock;
  secret: string;
  log: FastifyBaseLogger;
}): SandboxGateway {
  const { db, clock, secret, log } = deps;
  let transport: CallbackTransport | null = null;

  function pageSignature(orderNo: string): string {
    return createHmac('sha256', secret).update(`sandbox-page:${orderNo}`).digest('hex');
  }

  function find(orderNo: string) {
    return findSandboxPayment(db, orderNo);
  }

  async function attempt(payment: SandboxPayment): Promise<number | null> {
    if (!transport || payment.state === 'pending' || payment.delivered_at !== null) return null;
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
    if (!(await claimDeliveryAttempt(db, payment, leaseUntil))) return null;
    const attempts = payment.attempts + 1;

    const callback: GatewayCallback = {
      orderNo: payment.order_no,
      tradeNo: payment.trade_no,
      status: payment.state,
      amountMinor: payment.amount_minor,
      currency: payment.currency,
    };
    const body = JSON.stringify(callback);
    const timestamp = now.getTime();
    let status: number | null = null;
    try {
      ({ status } = await transport({
        url: SANDBOX_CALLBACK_PATH,
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signCallback(secret, timestamp, body),
        },
        body,
      }));
    } catch (error) {
      log.warn({ err: error, orderNo: payment.order_no }, 'sandbox callback could not be sent');
    }

    const done = status !== null && status >= 200 && status < 300;
    const givingUp = !done && attempts >= MAX_DELIVERY_ATTEMPTS;
    await recordDeliveryAttempt(db, payment.id, {
      last_status: status,
      delivered_at: done ? clock.now().toISOString() : null,
      next_attempt_at:
        done || givingUp ? null : new Date(clock.now().getTime() + retryDelayMs(attempts)).toISOString(),
    });
    if (givingUp) {
      log.error(
        { orderNo: payment.order_no, attempts, status },
        'sandbox callback abandoned: an operator must confirm or fail the order',
      );
    } else if (!done) {
      log.warn({ orderNo: payment.order_no, attempts, status }, 'sandbox callback not accepted; will retry');
    }
    return status;
  }

  return {
    kind: 'sandbox',

    async createPayment(order) {
      await insertSandboxPayment(db, {
        order_no: order.orderNo,
        amount_minor: order.amountMinor,
        currency: order.currency,
        state: 'pending',
        trade_no: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
        decided_at: null,
        attempts: 0,
        next_attempt_at: null,
        delivered_at: null,
        last_status: null,
        created_at: clock.now().toISOString(),
      });
      return {
        payUrl: `${SANDBOX_PAGE_PREFIX}${encodeURIComponent(order.orderNo)}?sig=${pageSignature(order.orderNo)}&lang=${order.language}`,
      };
    },

    verifyCallback(request, now) {
      return verifySignedCallback(secret, request, now);
    },

    pageSignature,

    checkPageSignature(orderNo, signature) {
      if (!/^[0-9a-f]{64}$/.test(signature)) return false;
      return timingSafeEqual(Buffer.from(pageSignature(orderNo), 'hex'), Buffer.from(signature, 'hex'));
    },

    find,

    async decide(orderNo, outcome) {
      if (await decideSandboxPayment(db, orderNo, outcome, clock.now().toISOString())) return 'decided';
      return (await find(orderNo)) ? 'already_decided' : 'unknown';
    },

    async deliver(orderNo) {
      const payment = await find(orderNo);
      return payment ? attempt(payment) : null;
    },

    async deliverDue(limit = 50) {
      const due = await dueSandboxPayments(db, clock.now().toISOString(), limit);
      let delivered = 0;
      let failed = 0;
      for (const payment of due) {
        const status = await attempt(payment);
        if (status !== null && status >= 200 && status < 300) delivered += 1;
        else failed += 1;
      }
      return { delivered, failed };
    },

    useTransport(next) {
      transport = next;
    },
  };
}
