import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENVELOPE_HEADER, randomNonce, runtimeInfo } from '@cloudmine/api';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../test-support/engines.js';

import { createTestApp, type TestApp, suiteApp } from '../test-support/test-app.js';

/** A build's index.html as Vite writes it: the envelope placeholders, one external module script. */
function fakeBuild(name: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), `cloudmine-headers-${name}-`));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><meta name="envelope-key" content="__ENVELOPE_KEY__" /><meta name="envelope-disabled" content="__ENVELOPE_DISABLED__" /><script type="module" src="./assets/${name}.js"></script></head><body><div id="root"></div></body></html>`,
  );
  return dist;
}

/** The CSP's directives by name, each with its sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  const entries = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => Boolean(name))
    .map(([name = '', ...sources]) => [name, sources] as const);
  return new Map(entries);
}

function expectAppHeaders(response: LightMyRequestResponse) {
  const csp = directives(response.headers['content-security-policy']);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  // Only styles may be inline (antd's CSS-in-JS); no directive lets an inline or eval'd script run.
  for (const [name, sources] of csp) {
    if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'");
    expect(sources, name).not.toContain("'unsafe-eval'");
  }
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-powered-by']).toBeUndefined();
  // Outside production no HSTS: a plain-http development host must stay reachable afterwards.
  expect(response.headers['strict-transport-security']).toBeUndefined();
  expect(csp.has('upgrade-insecure-requests')).toBe(false);
}

describe.each(ENGINES)('security headers on %s', (engine) => {
  let t: TestApp;
  const dists = { webDist: fakeBuild('web'), adminDist: fakeBuild('admin') };

  beforeAll(async () => {
    t = await createTestApp(engine, { staticApps: dists });
  });
  afterAll(async () => {
    await t.close();
    for (const dist of Object.values(dists)) fs.rmSync(dist, { recursive: true, force: true });
  });

  it('come with the members’ app and the console', async () => {
    for (const url of ['/', '/admin/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expectAppHeaders(response);
    }
  });

  it('come with a sealed API answer, a refused request and a 404', async () => {
    const member = await t.newMember();
    const stamp = { t: t.clock.now().getTime(), r: randomNonce() };
    const answered = await t.app.inject({
      method: runtimeInfo.method,
      url: runtimeInfo.path,
      headers: { [ENVELOPE_HEADER]: await t.codec.seal(stamp), authorization: `Bearer ${member.token}` },
    });
    expect(answered.statusCode).toBe(200);
    expectAppHeaders(answered);

    const unsealed = await t.app.inject({ method: 'GET', url: runtimeInfo.path });
    expect(unsealed.statusCode).toBe(400);
    expectAppHeaders(unsealed);

    const missing = await t.app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(missing.statusCode).toBe(404);
    expectAppHeaders(missing);
  });

  it('come with the API document at /api/docs', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.json()).toHaveProperty('openapi');
    expectAppHeaders(docs);
  });

  it('leave the sandbox pay page its own stricter policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sandbox-pay/none?sig=x' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers in production', () => {
  const t = suiteApp('sqlite', { production: true });

  it('add HSTS and upgrade-insecure-requests', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(
      directives(response.headers['content-security-policy'] as string).has('upgrade-insecure-requests'),
    ).toBe(true);
  });
});
