import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticApp } from './static-apps.js';

const envelope = { keyBase64: 'a2V5LWZvci10ZXN0cy1vbmx5LWEta2V5LWZvci10ZXN0cw==', disabled: false };
const page = (name: string) =>
  `<html><head><meta name="envelope-key" content="__ENVELOPE_KEY__" /><meta name="envelope-disabled" content="__ENVELOPE_DISABLED__" /><!--lcp-preload--></head><body>${name}<!--lcp-image--></body></html>`;

function fakeBuild(name: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), `cloudmine-${name}-`));
  fs.writeFileSync(path.join(dist, 'index.html'), page(name));
  // Vite copies `public/` to the root of the build, as the console's favicon.
  fs.writeFileSync(
    path.join(dist, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg"><title>${name}</title></svg>`,
  );
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', `${name}-abc123.js`), `console.log('${name}')`);
  // What the build's precompress step writes beside a text asset (apps/web/vite-precompress.ts).
  const bundle = path.join(dist, 'assets', `${name}-big-def456.js`);
  fs.writeFileSync(bundle, bigScript(name));
  fs.writeFileSync(`${bundle}.br`, zlib.brotliCompressSync(bigScript(name)));
  fs.writeFileSync(`${bundle}.gz`, zlib.gzipSync(bigScript(name)));
  return dist;
}

const bigScript = (name: string) => `console.log('${name}');\n`.repeat(500);

describe('the built apps served beside the API', () => {
  let app: FastifyInstance;
  let firstImage: string | null = '/images/first.svg';
  const dists = { web: fakeBuild('web'), admin: fakeBuild('admin') };

  beforeAll(async () => {
    app = Fastify();
    await registerStaticApp(app, { dist: dists.admin, prefix: '/admin/', missing: 'no console' }, envelope);
    await registerStaticApp(app, { dist: dists.web, prefix: '/', missing: 'no web' }, envelope, {
      lcpImage: () => Promise.resolve(firstImage),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    for (const dist of Object.values(dists)) fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the console at /admin/ with the envelope key written in, apart from the members’ app', async () => {
    const admin = await app.inject({ method: 'GET', url: '/admin/' });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('<body>admin');
    expect(admin.body).toContain(`content="${envelope.keyBase64}"`);
    expect(admin.body).toContain('content="false"');
    expect(admin.headers['cache-control']).toBe('no-cache');

    const web = await app.inject({ method: 'GET', url: '/' });
    expect(web.body).toContain('<body>web');
  });

  it('sends /admin to /admin/ so relative asset paths resolve', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/admin/');
  });

  it('serves each app’s hashed assets from its own build, cached for good', async () => {
    const asset = await app.inject({ method: 'GET', url: '/admin/assets/admin-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain("console.log('admin')");
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/admin/assets/web-abc123.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves each app’s favicon as an SVG image from its own build, revalidated on use', async () => {
    for (const [url, name] of [
      ['/admin/favicon.svg', 'admin'],
      ['/favicon.svg', 'web'],
    ] as const) {
      const icon = await app.inject({ method: 'GET', url });
      expect(icon.statusCode, url).toBe(200);
      expect(icon.headers['content-type'], url).toBe('image/svg+xml');
      expect(icon.headers['cache-control'], url).toBe('no-cache');
      expect(icon.body, url).toContain(`<title>${name}</title>`);
    }
  });

  it('sends a hashed asset precompressed in the encoding the browser prefers, cached for good', async () => {
    const url = '/assets/web-big-def456.js';
    const brotli = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript('web'));

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(bigScript('web'));

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript('web'));
  });

  it('sends index.html compressed with its key written in, revalidated on every visit', async () => {
    const brotli = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain(
      `content="${envelope.keyBase64}"`,
    );

    const gzip = await app.inject({
      method: 'GET',
      url: '/admin/',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<body>admin');

    const plain = await app.inject({ method: 'GET', url: '/index.html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<body>web');
  });

  it('preloads the first carousel image from index.html, as it is now', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    expect(first.body).toContain(
      '<link rel="preload" as="image" href="/images/first.svg" fetchpriority="high" />',
    );
    firstImage = 'https://cdn.example/a"b.png';
    const changed = await app.inject({ method: 'GET', url: '/' });
    expect(changed.body).toContain('href="https://cdn.example/a&quot;b.png"');
    firstImage = null;
    const none = await app.inject({ method: 'GET', url: '/' });
    expect(none.body).not.toContain('rel="preload"');
    expect(none.body).not.toContain('<img');
    firstImage = '/images/first.svg';
  });

  it('says how to build an app that is not built yet', async () => {
    const bare = Fastify();
    await registerStaticApp(
      bare,
      { dist: path.join(os.tmpdir(), 'nowhere-cloudmine'), prefix: '/admin/', missing: 'no console' },
      envelope,
    );
    const response = await bare.inject({ method: 'GET', url: '/admin/' });
    expect(response.body).toBe('no console');
    await bare.close();
  });
});
