import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface StaticApp {
  /** The Vite build to serve (its index.html carries the envelope placeholders). */
  dist: string;
  /** Where it is served: `/` for the members' app, `/admin/` for the operator console. */
  prefix: string;
  /** Said at the prefix when the app has not been built. */
  missing: string;
}

/**
 * Serves a built web app under its prefix. The envelope key is written into index.html at start, so
 * one build runs under any deployment's key. Hash routing keeps every page at the prefix itself.
 */
export async function registerStaticApp(
  app: FastifyInstance,
  target: StaticApp,
  envelope: { keyBase64: string; disabled: boolean },
): Promise<void> {
  const indexFile = path.join(target.dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.get(target.prefix, { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/plain').send(target.missing),
    );
    return;
  }
  const html = fs
    .readFileSync(indexFile, 'utf8')
    .replace('__ENVELOPE_KEY__', envelope.disabled ? '' : envelope.keyBase64)
    .replace('__ENVELOPE_DISABLED__', String(envelope.disabled));
  const sendIndex = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  app.get(target.prefix, { schema: { hide: true } }, sendIndex);
  app.get(`${target.prefix}index.html`, { schema: { hide: true } }, sendIndex);
  if (target.prefix !== '/') {
    // `/admin` without its slash would resolve the app's relative asset paths one level too high.
    app.get(target.prefix.slice(0, -1), { schema: { hide: true } }, (_request, reply) =>
      reply.redirect(target.prefix, 301),
    );
  }
  await app.register(fastifyStatic, {
    root: target.dist,
    prefix: target.prefix,
    index: false,
    wildcard: true,
    // Only the first registration may decorate the reply; the apps do not use `reply.sendFile`.
    decorateReply: target.prefix === '/',
    // The send library would overwrite the header set below with its own `max-age=0`.
    cacheControl: false,
    setHeaders(res, filePath) {
      // Vite puts a content hash in every asset name, so assets never change under one URL.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
    },
  });
}
