import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answeredErrors, requestSeconds } from './registry.js';

/** The route path a request matched (`/api/auth/user/info`, `/*`), never the raw URL: bounded labels. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

// Label sets are hashed on every observation; one child per (method, route, status) skips that.
const observers = new Map<string, ReturnType<typeof requestSeconds.labels>>();

function observerFor(method: string, route: string, status: number) {
  const key = `${method} ${route} ${status}`;
  let observer = observers.get(key);
  if (!observer) {
    observer = requestSeconds.labels(method, route, String(status));
    observers.set(key, observer);
  }
  return observer;
}

/** Times every answer of the app (API, static files, errors, 404s) into the latency histogram. */
export function installRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    observerFor(request.method, routeOf(request), reply.statusCode).observe(reply.elapsedTime / 1000);
    done();
  });
}

/** Counts an answer that is not a success under its catalogue key (called where refusals are answered). */
export function countRefusal(request: FastifyRequest, key: string): void {
  answeredErrors.inc({ route: routeOf(request), key });
}
