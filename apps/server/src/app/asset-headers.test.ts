import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/** A build with one hashed script, style and font, and an image beside index.html. */
function fakeBuild(name: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), `cloudmine-assets-${name}-`));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><meta name="envelope-key" content="__ENVELOPE_KEY__" /><meta name="envelope-disabled" content="__ENVELOPE_DISABLED__" /></head><body></body></html>`,
  );
  fs.writeFileSync(path.join(dist, 'assets', 'entry-a1b2.js'), 'export {};');
  fs.writeFileSync(path.join(dist, 'assets', 'entry-a1b2.css'), 'body{}');
  fs.writeFileSync(path.join(dist, 'assets', 'font-a1b2.woff2'), 'wOF2');
  fs.writeFileSync(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe('headers of built assets', () => {
  let t: TestApp;
  const dists = { webDist: fakeBuild('web'), adminDist: fakeBuild('admin') };

  beforeAll(async () => {
    t = await createTestApp('sqlite', { staticApps: dists });
  });
  afterAll(async () => {
    await t.close();
    for (const dist of Object.values(dists)) fs.rmSync(dist, { recursive: true, force: true });
  });

  it('give scripts, styles and fonts only the headers that apply to them', async () => {
    for (const url of [
      '/assets/entry-a1b2.js',
      '/assets/entry-a1b2.css',
      '/assets/font-a1b2.woff2',
      '/admin/assets/entry-a1b2.js',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['content-security-policy'], url).toBeUndefined();
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
  });

  it('keep the whole set on anything that can be shown as a document', async () => {
    // An SVG opened on its own is a document that can run script: it keeps the policy.
    for (const url of ['/', '/logo.svg', '/admin/', '/assets/../index.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});
