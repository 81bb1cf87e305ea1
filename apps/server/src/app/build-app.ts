import { APP_VERSION, type EnvelopeCodec } from '@cloudmine/api';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyBaseLogger } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { accountsAdminRoutes, accountsRoutes, securityRoutes } from '../modules/accounts/index.js';
import { bargainAdminRoutes, bargainRoutes } from '../modules/bargain/index.js';
import { adminRoutes, memberOrdersRoutes } from '../modules/admin/index.js';
import { dashboardRoutes } from '../modules/dashboard/index.js';
import { exportsRoutes } from '../modules/exports/index.js';
import { checkinRoutes } from '../modules/checkin/index.js';
import { contentAdminRoutes, contentRoutes, firstCarouselImageUrl } from '../modules/content/index.js';
import { couponsRoutes } from '../modules/coupons/index.js';
import { exchangeRoutes } from '../modules/exchange/index.js';
import { lotteryRoutes } from '../modules/lottery/index.js';
import { messagesAdminRoutes, messagesRoutes } from '../modules/messages/index.js';
import { redpacksRoutes } from '../modules/redpacks/index.js';
import { posterRoutes, teamRoutes } from '../modules/team/index.js';
import { bankAdminRoutes, bankCardsRoutes } from '../modules/bank-cards/index.js';
import { earningsRoutes } from '../modules/earnings/index.js';
import { fundsRecordRoutes, statementRoutes } from '../modules/funds-record/index.js';
import { paymentCallbackRoutes, rechargeAdminRoutes, rechargeRoutes } from '../modules/recharge/index.js';
import { withdrawalsAdminRoutes, withdrawalsRoutes } from '../modules/withdrawals/index.js';
import { fundsRoutes } from '../modules/funds/index.js';
import { mallRoutes } from '../modules/mall/index.js';
import { pledgeRoutes } from '../modules/pledge/index.js';
import { jobsAdminRoutes, maintenanceRoutes } from '../modules/operations/index.js';
import { supportAdminRoutes, supportRoutes } from '../modules/support/index.js';
import { uploadsRoutes } from '../modules/uploads/index.js';
import { verificationAdminRoutes, verificationRoutes } from '../modules/verification/index.js';
import { installEnvelope } from '../platform/http/envelope-hooks.js';
import { installErrorHandler } from '../platform/http/error-handler.js';
import { responseSerializerCompiler } from '../platform/http/response-serializer.js';
import {
  countRefusal,
  installMetricsEndpoint,
  installRequestMetrics,
  LOOPBACK,
  type MetricsAccess,
} from '../platform/metrics/index.js';
import type { ReplayStore } from '../platform/http/replay-store.js';
import { installSecurityHeaders } from '../platform/http/security-headers.js';
import { installCatalogueErrors } from '../platform/http/validation.js';
import type { RateLimiter } from '../platform/rate-limit/rate-limiter.js';
import { installRequestLimit, type RequestLimits } from '../platform/rate-limit/request-limit.js';
import { registerStaticApp } from './static-apps.js';
import type { Services } from './services.js';

export interface AppOptions {
  services: Services;
  codec: EnvelopeCodec;
  replay: ReplayStore;
  /** Envelope settings the web client needs, written into index.html. */
  envelope: { keyBase64: string; disabled: boolean };
  webDist?: string;
  /** The built operator console, served at /admin/. */
  adminDist?: string;
  /** The process's pino logger; absent for silence, as in tests. */
  logger?: FastifyBaseLogger;
  trustProxy?: boolean;
  /**
   * The general request limit: requests a minute per client address and per token, counted in the
   * node's rate limiter (memory, or Redis across nodes); null for none (in-process seeding tools).
   */
  requestLimit: { limiter: RateLimiter; limits: RequestLimits } | null;
  /** NODE_ENV=production: HSTS and upgrade-insecure-requests are sent. */
  production?: boolean;
  /**
   * Check every answer against its zod schema (the default: tests, development), or serialise it
   * with code compiled from the same schema (production; `RESPONSE_VALIDATION`).
   */
  validateResponses?: boolean;
  /** Who may read `GET /metrics`; by default loopback callers without a token. */
  metrics?: MetricsAccess;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { services, codec, replay } = options;
  installCatalogueErrors();

  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ validate: options.validateResponses ?? true }));
  installErrorHandler(app, services.clock);
  installRequestMetrics(app);
  // Both before any route, so they stand in front of every one (and of the 404 answer).
  installSecurityHeaders(app, { production: options.production ?? false });
  if (options.requestLimit)
    installRequestLimit(app, options.requestLimit.limiter, options.requestLimit.limits);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Cloudmine member API',
        version: APP_VERSION,
        description:
          'Bodies shown are the decrypted payloads. On the wire every request and response is sealed with AES-256-GCM (see docs/api.md).',
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(async (api) => {
    // Uploads only (routes with `config.multipart`); the size limit is the operator's setting,
    // checked again per file in the route, so this bound only stops absurd bodies early.
    await api.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 1 } });
    installEnvelope(api, { codec, replay, clock: services.clock });
    installErrorHandler(api, services.clock);
    api.decorateRequest('member', null);
    api.decorateRequest('operator', null);
    api.decorateRequest('token', null);
    // Member API (SPEC §7)
    accountsRoutes(api, services);
    securityRoutes(api, services);
    contentRoutes(api, services);
    couponsRoutes(api, services);
    checkinRoutes(api, services);
    exchangeRoutes(api, services);
    lotteryRoutes(api, services);
    redpacksRoutes(api, services);
    messagesRoutes(api, services);
    teamRoutes(api, services);
    posterRoutes(api, services);
    bargainRoutes(api, services);
    rechargeRoutes(api, services);
    bankCardsRoutes(api, services);
    withdrawalsRoutes(api, services);
    fundsRecordRoutes(api, services);
    statementRoutes(api, services);
    earningsRoutes(api, services);
    mallRoutes(api, services);
    pledgeRoutes(api, services);
    fundsRoutes(api, services);
    maintenanceRoutes(api, services);
    uploadsRoutes(api, services);
    verificationRoutes(api, services);
    supportRoutes(api, services);
    // Operator API (/api/admin)
    adminRoutes(api, services);
    accountsAdminRoutes(api, services);
    contentAdminRoutes(api, services);
    messagesAdminRoutes(api, services);
    bargainAdminRoutes(api, services);
    rechargeAdminRoutes(api, services);
    bankAdminRoutes(api, services);
    withdrawalsAdminRoutes(api, services);
    memberOrdersRoutes(api, services);
    dashboardRoutes(api, services);
    exportsRoutes(api, services);
    jobsAdminRoutes(api, services);
    verificationAdminRoutes(api, services);
    supportAdminRoutes(api, services);
  });

  // Payment gateways call us outside the member envelope (and the sandbox serves its pay page).
  paymentCallbackRoutes(app, services);

  app.get('/api/docs', { schema: { hide: true } }, () => app.swagger());
  installMetricsEndpoint(app, options.metrics ?? { allow: LOOPBACK, token: '' });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(services.db);
      return { status: 'ok', version: APP_VERSION };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  if (options.adminDist) {
    const missing = 'The operator console is not built yet: run `npm start` (or `npm run build`).';
    await registerStaticApp(app, { dist: options.adminDist, prefix: '/admin/', missing }, options.envelope);
  }
  if (options.webDist) {
    const missing = 'The web app is not built yet: run `npm start` (or `npm run build`).';
    await registerStaticApp(app, { dist: options.webDist, prefix: '/', missing }, options.envelope, {
      lcpImage: () => firstCarouselImageUrl(services.db),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    countRefusal(request, 'parameter_error');
    void reply.code(404).send({ code: 404, message: 'parameter_error', data: null });
  });
  return app;
}
