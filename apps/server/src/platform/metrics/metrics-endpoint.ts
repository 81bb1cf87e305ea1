import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/tokens.js';
import { registry } from './registry.js';

/** Who may read `GET /metrics` (docs/operations.md#metrics). */
export interface MetricsAccess {
  /** CIDR blocks (`127.0.0.0/8`, `::1/128`, `10.1.0.0/16`) a scraper may call from directly. */
  allow: readonly string[];
  /** A bearer token that opens the metrics from anywhere; empty: no token is accepted. */
  token: string;
}

export const LOOPBACK = ['127.0.0.0/8', '::1/128'] as const;

/** Parses `a.b.c.d/n` or `x::y/n` (a bare address is its own block); null when it is neither. */
export function parseCidr(text: string): { address: string; prefix: number; type: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
  if (!type) return null;
  const max = type === 'ipv4' ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(max)) || prefix > max) return null;
  return { address, prefix, type };
}

function blockListOf(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const parsed = parseCidr(cidr);
    if (!parsed) throw new Error(`not a CIDR block: ${cidr}`);
    list.addSubnet(parsed.address, parsed.prefix, parsed.type);
  }
  return list;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * A request that came through a proxy carries the proxy's forwarding headers; its socket address is
 * then the proxy's (often loopback on the same host), not the caller's, so it proves nothing.
 */
function forwarded(request: FastifyRequest): boolean {
  const { headers } = request;
  return (
    headers['x-forwarded-for'] !== undefined ||
    headers.forwarded !== undefined ||
    headers['x-real-ip'] !== undefined
  );
}

/**
 * `GET /metrics` in Prometheus' text format, for a scraper on an allowed network (by the socket's
 * own address, never a forwarded one) or one presenting the token. Anyone else gets the answer of
 * an unknown path, so the endpoint is not advertised.
 */
export function installMetricsEndpoint(app: FastifyInstance, access: MetricsAccess): void {
  const allowed = blockListOf(access.allow);
  const tokenDigest = access.token ? digest(access.token) : null;

  function mayRead(request: FastifyRequest): boolean {
    const presented = bearerToken(request.headers.authorization);
    if (tokenDigest && presented !== null && timingSafeEqual(digest(presented), tokenDigest)) return true;
    const address = request.socket.remoteAddress ?? '';
    if (forwarded(request) || !address) return false;
    return allowed.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request)) {
      return reply.code(404).send({ code: 404, message: 'parameter_error', data: null });
    }
    return reply
      .type(registry.contentType)
      .serializer((text: string) => text)
      .send(await registry.metrics());
  });
}
