import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticApp } from './static-apps.js';

const envelope = { keyBase64: 'a2V5LWZvci10ZXN0cy1vbmx5LWEta2V5LWZvci10ZXN0cw==', disabled: false };
const page = (name: string) =>
  `<html><head><meta name="envelope-key" content="__ENVELOPE_KEY__" /><meta name="envelope-disabled" content="__ENVELOPE_DISABLED__" /></head><body>${name}</body></html>`;

function fakeBuild(name: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), `cloudmine-${name}-`));
  fs.writeFileSync(path.join(dist, 'index.html'), page(name));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', `${name}-abc123.js`), `console.log('${name}')`);
  return dist;
}

describe('the built apps served beside the API', () => {
  let app: FastifyInstance;
  const dists = { web: fakeBuild('web'), admin: fakeBuild('admin') };

  beforeAll(async () => {
    app = Fastify();
    await registerStaticApp(app, { dist: dists.admin, prefix: '/admin/', missing: 'no console' }, envelope);
    await registerStaticApp(app, { dist: dists.web, prefix: '/', missing: 'no web' }, envelope);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    for (const dist of Object.values(dists)) fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the console at /admin/ with the envelope key written in, apart from the members’ app', async () => {
    const admin = await app.inject({ method: 'GET', url: '/admin/' });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('<body>admin</body>');
    expect(admin.body).toContain(`content="${envelope.keyBase64}"`);
    expect(admin.body).toContain('content="false"');
    expect(admin.headers['cache-control']).toBe('no-cache');

    const web = await app.inject({ method: 'GET', url: '/' });
    expect(web.body).toContain('<body>web</body>');
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
