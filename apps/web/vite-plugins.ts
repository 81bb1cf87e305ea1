import type { Plugin } from 'vite';

/** The server's development key (apps/server/src/platform/config.ts); production keys never live here. */
export const DEV_ENVELOPE_KEY = 'ZGV2LW9ubHktZW52ZWxvcGUta2V5LWNoYW5nZS1tZSE=';

/**
 * In production the server writes the envelope key into index.html when it serves it. `vite dev`
 * serves index.html itself, so this fills the same placeholders with the development key.
 */
export function devEnvelopeMeta(): Plugin {
  return {
    name: 'cloudmine:dev-envelope-meta',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace('__ENVELOPE_KEY__', DEV_ENVELOPE_KEY).replace('__ENVELOPE_DISABLED__', 'false'),
  };
}
