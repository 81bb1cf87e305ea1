import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressOnce, negotiateEncoding, type CompressedText } from './content-encoding.js';

export interface StaticApp {
  /** The Vite build to serve (its index.html carries the envelope placeholders). */
  dist: string;
  /** Where it is served: `/` for the members' app, `/admin/` for the operator console. */
  prefix: string;
  /** Said at the prefix when the app has not been built. */
  missing: string;
}

export interface IndexExtras {
  /** The image of the app's largest first-screen element: preloaded, and drawn in the static shell. */
  lcpImage?: () => Promise<string | null>;
}

const LCP_PRELOAD_MARKER = '<!--lcp-preload-->';
const LCP_IMAGE_MARKER = '<!--lcp-image-->';
/** Compressed index.html per preloaded image: an operator changes the carousel rarely. */
const MAX_INDEX_VARIANTS = 8;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Serves a built web app under its prefix. The envelope key is written into index.html at start, so
 * one build runs under any deployment's key. Hash routing keeps every page at the prefix itself.
 */
export async function registerStaticApp(
  app: FastifyInstance,
  target: StaticApp,
  envelope: { keyBase64: string; disabled: boolean },
  extras: IndexExtras = {},
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
  const variants = new Map<string, CompressedText>();
  const indexFor = (image: string | null): CompressedText => {
    const key = image ?? '';
    let variant = variants.get(key);
    if (!variant) {
      const src = image ? escapeAttribute(image) : '';
      const preload = image ? `<link rel="preload" as="image" href="${src}" fetchpriority="high" />` : '';
      // The static shell shows it too, so the largest element paints before any script runs.
      const picture = image ? `<img src="${src}" alt="" width="750" height="300" />` : '';
      variant = compressOnce(html.replace(LCP_PRELOAD_MARKER, preload).replace(LCP_IMAGE_MARKER, picture));
      if (variants.size >= MAX_INDEX_VARIANTS) variants.clear();
      variants.set(key, variant);
    }
    return variant;
  };
  // Revalidated on every visit, so a deployment reaches members at once (assets are hashed).
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const index = indexFor(extras.lcpImage ? await extras.lcpImage() : null);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? index[encoding] : index.plain);
  };
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
    // The build writes `.br` and `.gz` beside each text asset (apps/web/vite-precompress.ts); the
    // plugin sends the one the browser accepts, with its content-encoding, and the plain file otherwise.
    preCompressed: true,
    // The send library would overwrite the header set below with its own `max-age=0`.
    cacheControl: false,
    setHeaders(res, filePath) {
      // Vite puts a content hash in every asset name, so assets never change under one URL. The
      // rest (service worker, manifest, public images) is revalidated on every use.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // One URL, several encodings: caches in between must key on what the browser accepts.
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
