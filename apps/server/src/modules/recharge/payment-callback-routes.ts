import type { ChannelKind } from '@cloudmine/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { PaymentGateway } from './payment-gateway.js';
import type { RechargeService } from './recharge-service.js';
import { SANDBOX_PAGE_PREFIX, type SandboxGateway } from './sandbox-gateway.js';
import { sandboxInvalidPage, sandboxPayLanguage, sandboxPayPage } from './sandbox-pay-page.js';

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
  const payPageUrl = (orderNo: string, signature: string, language: string) =>
    `${SANDBOX_PAGE_PREFIX}${encodeURIComponent(orderNo)}?sig=${encodeURIComponent(signature)}&lang=${language}`;

  scope.get<{ Params: { orderNo: string }; Querystring: { sig?: string; lang?: string } }>(
    `${SANDBOX_PAGE_PREFIX}:orderNo`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { orderNo } = request.params;
      const language = sandboxPayLanguage(request.query.lang);
      const signature = request.query.sig ?? '';
      const payment = sandbox.checkPageSignature(orderNo, signature)
        ? await sandbox.find(orderNo)
        : undefined;
      if (!payment) return pageHeaders(reply.code(404)).send(sandboxInvalidPage('unknown', language));
      return pageHeaders(reply).send(sandboxPayPage(payment, signature, language));
    },
  );

  scope.post<{ Params: { orderNo: string }; Body: { sig?: string; outcome?: string; lang?: string } }>(
    `${SANDBOX_PAGE_PREFIX}:orderNo`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { orderNo } = request.params;
      const body = (request.body ?? {}) as { sig?: unknown; outcome?: unknown; lang?: unknown };
      const language = sandboxPayLanguage(body.lang);
      const signature = typeof body.sig === 'string' ? body.sig : '';
      const outcome = body.outcome === 'paid' || body.outcome === 'failed' ? body.outcome : null;
      if (!outcome || !sandbox.checkPageSignature(orderNo, signature)) {
        return pageHeaders(reply.code(400)).send(sandboxInvalidPage('refused', language));
      }
      if ((await sandbox.decide(orderNo, outcome)) === 'decided') {
        // Deliver at once so the payer sees the result; the outbox job retries if this fails.
        await sandbox.deliver(orderNo);
      }
      return reply.redirect(payPageUrl(orderNo, signature, language), 303);
    },
  );
}
