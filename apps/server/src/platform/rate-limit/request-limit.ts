import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, hashToken } from '../auth/tokens.js';
import { countRefusal } from '../metrics/index.js';
import type { RateLimiter } from './rate-limiter.js';

/** Requests a minute one client may make, by address and by bearer token (docs/operations.md). */
export interface RequestLimits {
  ipPerMinute: number;
  tokenPerMinute: number;
}

const WINDOW_MS = 60_000;
/** Fixed windows of a minute: a refused client can always go on within this many seconds. */
const RETRY_AFTER_SECONDS = String(WINDOW_MS / 1000);
/** The calls: the API, members' media and the sandbox pay page; not the static apps or /healthz. */
const LIMITED_PREFIXES = ['/api/', '/media/', '/sandbox-pay/'];

/**
 * An IPv6 client is counted by its /64, the block one subscriber is usually given and can rotate
 * through at will; an IPv4-mapped address by its IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('%')[0]?.split('::') ?? [];
  const groupsOf = (part: string) => (part ? part.split(':') : []);
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array<string>(8 - width(headGroups) - width(tailGroups)).fill('0');
  const prefix = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${prefix.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}

function isLimited(url: string): boolean {
  return LIMITED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * A general limit in front of every call, before its body is parsed or its envelope opened: each
 * client address, and each bearer token (member or operator) from whatever addresses, gets so many
 * requests a minute. Counted in the shared limiter (memory on one node, Redis across nodes). Over
 * the limit the answer is the transport fault of DESIGN §3: HTTP 429 with the plain
 * `{code: 429, message: 'request_too_frequent'}` body every transport fault has.
 */
export function installRequestLimit(app: FastifyInstance, limiter: RateLimiter, limits: RequestLimits): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLimited(request.url)) return;
    const token = bearerToken(request.headers.authorization);
    const [byAddress, byToken] = await Promise.all([
      limiter.hit(`req:ip:${addressKey(request.ip)}`, WINDOW_MS),
      // The token's hash: the limiter's keys (in Redis too) never hold a usable token.
      token ? limiter.hit(`req:token:${hashToken(token)}`, WINDOW_MS) : Promise.resolve(0),
    ]);
    if (byAddress <= limits.ipPerMinute && byToken <= limits.tokenPerMinute) return;
    request.log.info({ byAddress, byToken }, 'request limit reached');
    countRefusal(request, 'request_too_frequent');
    return reply
      .code(429)
      .header('retry-after', RETRY_AFTER_SECONDS)
      .type('application/json')
      .serializer(JSON.stringify)
      .send({ code: 429, message: 'request_too_frequent', data: null });
  });
}
