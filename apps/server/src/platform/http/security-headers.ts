import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The policy both web apps (members at `/`, console at `/admin/`) run under: scripts only from this
 * origin, never inline (the envelope key reaches them in `<meta>` tags, not a script). Styles may be
 * inline because antd and antd-mobile set style attributes and antd writes its CSS-in-JS into
 * `<style>` elements at run time. Product and carousel images may be https URLs an operator typed.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const YEAR_S = 365 * 24 * 3600;

/**
 * Security headers on every answer (HTML, API, errors, 404s) through helmet. HSTS and
 * `upgrade-insecure-requests` only in production: a development or test server on plain http at
 * localhost must not make the browser insist on https for that host afterwards. A page that needs
 * another policy (the sandbox pay page) sets its own `content-security-policy`, which replaces this.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: { production: boolean }) {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONTENT_SECURITY_POLICY,
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: options.production ? { maxAge: YEAR_S, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
}
