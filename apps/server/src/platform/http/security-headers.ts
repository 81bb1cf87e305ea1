import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
 * Built scripts, styles and fonts (`/assets/…`, `/admin/assets/…`) are never documents: a content
 * policy, framing or referrer rule has nothing to govern there. They keep only the headers that do
 * apply to them; the rest was about 0.6 KB of each answer, more than many of the small chunks
 * themselves, and Home loads some forty of them (bench/README.md, issue 14).
 */
const ASSET_PATH = /^\/(?:admin\/)?assets\/[^/?]+\.(?:js|css|woff2?)(?:\?|$)/;
const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];

/**
 * The headers helmet writes for `options`, worked out once: none depends on the request (no CSP
 * nonces), and building them per answer, as @fastify/helmet does, was 4% of a light call's CPU.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every answer (HTML, API, errors, 404s), as helmet writes them; built assets
 * only those that apply to a script, style or font. HSTS and
 * `upgrade-insecure-requests` only in production: a development or test server on plain http at
 * localhost must not make the browser insist on https for that host afterwards. A page that needs
 * another policy (the sandbox pay page) sets its own `content-security-policy`, which replaces this.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { production: boolean }): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONTENT_SECURITY_POLICY,
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.production ? { maxAge: YEAR_S, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
  const assetHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => ASSET_HEADERS.includes(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(ASSET_PATH.test(request.url) ? assetHeaders : headers);
    done();
  });
}
