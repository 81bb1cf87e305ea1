import https from 'node:https';
import {
  createApiClient,
  fetchTransport,
  type ApiClient,
  type EnvelopeCodec,
  type Transport,
  type TransportRequest,
} from '@cloudmine/api';
import {
  signCallback,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  type GatewayCallback,
} from '../modules/recharge/payment-gateway.js';
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
  /** How requests travel (fetch by default; `httpsTransport` through a TLS proxy). */
  transport?: Transport;
}): ApiClient {
  const transport = options.transport ?? fetchTransport;
  return createApiClient({
    codec: options.codec,
    timeoutMs: TIMEOUT_MS,
    getToken: options.token ?? (() => null),
    transport: (request) => {
      options.onSend?.(request);
      return transport({
        ...request,
        url: options.target() + request.url,
        headers: { ...request.headers, 'x-forwarded-for': options.ip },
      });
    },
  });
}

/**
 * Requests over HTTPS that trust only `ca` (the proxy's self-signed certificate), on kept-alive
 * connections, as a browser would talk to the TLS proxy.
 */
export function httpsTransport(ca: Buffer): Transport {
  const agent = new https.Agent({ ca, keepAlive: true, maxSockets: 64 });
  return (request) =>
    new Promise((resolve, reject) => {
      const outgoing = https.request(
        request.url,
        { method: request.method, headers: request.headers, agent, timeout: request.timeoutMs },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('request timed out')));
      outgoing.on('error', reject);
      outgoing.end(request.body ?? undefined);
    });
}

/** Sends a request exactly as it was sent before (same envelope, same `t` and `r`). */
export async function resend(target: Target, request: TransportRequest): Promise<number> {
  const response = await fetchTransport({ ...request, url: target() + request.url });
  return response.status;
}

/** Delivers a sandbox gateway callback signed with the servers' secret; answers its outcome. */
export async function deliverCallback(
  target: Target,
  callback: GatewayCallback,
  transport: Transport = fetchTransport,
): Promise<string> {
  const body = JSON.stringify(callback);
  // Wall time on purpose: the servers check the callback's timestamp against their own clock.
  const timestamp = Date.now();
  const response = await transport({
    method: 'POST',
    url: `${target()}/api/payment/callback/sandbox`,
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signCallback(TEST_PAYMENT_SECRET, timestamp, body),
    },
    body,
    timeoutMs: TIMEOUT_MS,
  });
  const answer = JSON.parse(response.body) as { ok?: boolean; outcome?: string; error?: string };
  if (response.status !== 200 || !answer.ok || !answer.outcome) {
    throw new Error(`callback answered ${response.status} ${JSON.stringify(answer)}`);
  }
  return answer.outcome;
}
