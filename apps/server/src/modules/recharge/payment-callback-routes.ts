import { formatMinor, type ChannelKind } from '@cloudmine/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { PaymentGateway } from './payment-gateway.js';
import type { RechargeService } from './recharge-service.js';
import { SANDBOX_PAGE_PREFIX, type SandboxGateway, type SandboxPayment } from './sandbox-gateway.js';

export interface PaymentCallbackDeps {
  clock: Clock;
  recharge: RechargeService;
  gateways: ReadonlyMap<ChannelKind, PaymentGateway>;
  sandbox: SandboxGateway | null;
}

const CALLBACK_BODY_LIMIT = 64 * 1024;

/**
 * Gateways talk to us outside the member envelope: `POST /api/payment/callback/<gateway>` takes the
 * gateway's signed JSON as it is (the signature covers the exact bytes) and answers 2xx once the
 * callback is handled, duplicates included, so the gateway stops retrying. Also serves the sandbox
 * gateway's pay page and connects the sandbox to this app for its callbacks.
 */
export function paymentCallbackRoutes(app: FastifyInstance, deps: PaymentCallbackDeps): void {
  const { clock, recharge, gateways, sandbox } = deps;

  void app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
      (_request, body, parsed) => parsed(null, body),
    );
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, parsed) => parsed(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.post<{ Params: { gateway: string } }>(
      '/api/payment/callback/:gateway',
      { schema: { hide: true } },
      async (request, reply) => {
        const kind = request.params.gateway as ChannelKind;
        const gateway = gateways.get(kind);
        if (!gateway) return reply.code(404).send({ ok: false, error: 'unknown_gateway' });
        const verdict = gateway.verifyCallback(
          { headers: request.headers, body: typeof request.body === 'string' ? request.body : '' },
          clock.now(),
        );
        if (!verdict.ok) {
          request.log.warn({ gateway: kind, reason: verdict.reason }, 'payment callback refused');
          return reply
            .code(verdict.reason === 'malformed' ? 400 : 401)
            .send({ ok: false, error: verdict.reason });
        }
        const outcome = await recharge.applyCallback(kind, verdict.callback);
        return reply.code(200).send({ ok: true, outcome });
      },
    );

    if (sandbox) sandboxPageRoutes(scope, sandbox);
    done();
  });

  sandbox?.useTransport(async ({ url, headers, body }) => {
    const response = await app.inject({ method: 'POST', url, headers, payload: body });
    return { status: response.statusCode };
  });
}

function sandboxPageRoutes(scope: FastifyInstance, sandbox: SandboxGateway): void {
  const pageHeaders = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      )
      .type('text/html; charset=utf-8');

  scope.get<{ Params: { orderNo: string }; Querystring: { sig?: string } }>(
    `${SANDBOX_PAGE_PREFIX}:orderNo`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { orderNo } = request.params;
      const signature = request.query.sig ?? '';
      const payment = sandbox.checkPageSignature(orderNo, signature)
        ? await sandbox.find(orderNo)
        : undefined;
      if (!payment)
        return pageHeaders(reply.code(404)).send(page('Unknown payment', '<p>No such payment.</p>'));
      return pageHeaders(reply).send(paymentPage(payment, signature));
    },
  );

  scope.post<{ Params: { orderNo: string }; Body: { sig?: string; outcome?: string } }>(
    `${SANDBOX_PAGE_PREFIX}:orderNo`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { orderNo } = request.params;
      const body = (request.body ?? {}) as { sig?: unknown; outcome?: unknown };
      const signature = typeof body.sig === 'string' ? body.sig : '';
      const outcome = body.outcome === 'paid' || body.outcome === 'failed' ? body.outcome : null;
      if (!outcome || !sandbox.checkPageSignature(orderNo, signature)) {
        return pageHeaders(reply.code(400)).send(page('Refused', '<p>This payment link is not valid.</p>'));
      }
      if ((await sandbox.decide(orderNo, outcome)) === 'decided') {
        // Deliver at once so the tester sees the result; the outbox job retries if this fails.
        await sandbox.deliver(orderNo);
      }
      return reply.redirect(
        `${SANDBOX_PAGE_PREFIX}${encodeURIComponent(orderNo)}?sig=${encodeURIComponent(signature)}`,
        303,
      );
    },
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:420px;margin:0 auto;padding:24px;color:#1f2937;background:#f3f4f6}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
.badge{display:inline-block;background:#fde68a;color:#92400e;border-radius:6px;padding:2px 8px;font-size:12px}
.amount{font-size:32px;font-weight:700;margin:12px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:14px}dt{color:#6b7280}
form{display:inline}button{font-size:16px;padding:10px 24px;border:0;border-radius:8px;margin:12px 8px 0 0;cursor:pointer}
.pay{background:#16a34a;color:#fff}.fail{background:#dc2626;color:#fff}a{color:#2563eb}
</style></head><body><div class="card"><span class="badge">SANDBOX · no real money</span>
<h1>${escapeHtml(title)}</h1>${body}</div></body></html>`;
}

function paymentPage(payment: SandboxPayment, signature: string): string {
  const orderNo = escapeHtml(payment.order_no);
  const details = `<div class="amount">${formatMinor(payment.amount_minor)} ${escapeHtml(payment.currency)}</div>
<dl><dt>Order</dt><dd>${orderNo}</dd><dt>Trade</dt><dd>${escapeHtml(payment.trade_no)}</dd></dl>`;
  if (payment.state === 'pending') {
    const form = (outcome: 'paid' | 'failed', label: string, css: string) =>
      `<form method="post"><input type="hidden" name="sig" value="${escapeHtml(signature)}">` +
      `<input type="hidden" name="outcome" value="${outcome}"><button class="${css}" type="submit">${label}</button></form>`;
    return page(
      'Sandbox payment',
      `${details}${form('paid', 'Pay', 'pay')}${form('failed', 'Fail', 'fail')}`,
    );
  }
  const delivery = payment.delivered_at
    ? 'The callback was delivered to the merchant.'
    : `The callback is queued (attempts: ${payment.attempts}); it is retried until the merchant accepts it.`;
  const back = `/#/pages/recharge/recharge?orderNo=${encodeURIComponent(payment.order_no)}`;
  return page(
    payment.state === 'paid' ? 'Payment made' : 'Payment failed',
    `${details}<p data-state="${payment.state}">${escapeHtml(delivery)}</p><p><a href="${back}">Back to Cloudmine</a></p>`,
  );
}
