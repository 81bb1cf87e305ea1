import {
  createApiClient,
  fetchTransport,
  type ApiClient,
  type EnvelopeCodec,
  type TransportRequest,
} from '@cloudmine/api';
import { signCallback, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../modules/recharge/payment-gateway.js';
import { TEST_PAYMENT_SECRET } from '../test-support/test-app.js';

/** Where a client sends its requests: read on every request, so a restarted node is found again. */
export type Target = () => string;

const TIMEOUT_MS = 20_000;

/**
 * The typed envelope client over real HTTP, as the web app uses it, from its own address (the
 * servers trust X-Forwarded-For as behind the production proxy). `onSend` sees every request as
 * it goes out, e.g. to replay it elsewhere.
 */
export function httpClient(options: {
  codec: EnvelopeCodec;
  target: Target;
  ip: string;
  token?: () => string | null;
  onSend?: (request: TransportRequest) => void;
}): ApiClient {
  return createApiClient({
    codec: options.codec,
    timeoutMs: TIMEOUT_MS,
    getToken: options.token ?? (() => null),
    transport: (request) => {
      options.onSend?.(request);
      return fetchTransport({
        ...request,
        url: options.target() + request.url,
        headers: { ...request.headers, 'x-forwarded-for': options.ip },
      });
    },
  });
}

/** Sends a request exactly as it was sent before (same envelope, same `t` and `r`). */
export async function resend(target: Target, request: TransportRequest): Promise<number> {
  const response = await fetchTransport({ ...request, url: target() + request.url });
  return response.status;
}

export interface GatewayCallback {
  orderNo: string;
  tradeNo: string;
  status: 'paid' | 'failed';
  amountMinor: number;
  currency: string;
}

/** Delivers a sandbox gateway callback signed with the servers' secret; answers its outcome. */
export async function deliverCallback(target: Target, callback: GatewayCallback): Promise<string> {
  const body = JSON.stringify(callback);
  const timestamp = Date.now();
  const response = await fetch(`${target()}/api/payment/callback/sandbox`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signCallback(TEST_PAYMENT_SECRET, timestamp, body),
    },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await response.json()) as { ok?: boolean; outcome?: string; error?: string };
  if (response.status !== 200 || !answer.ok || !answer.outcome) {
    throw new Error(`callback answered ${response.status} ${JSON.stringify(answer)}`);
  }
  return answer.outcome;
}
