import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// The same precompress step as the members' app: the server sends .br/.gz to whoever accepts them.
import { precompress } from '../web/vite-precompress.ts';

const here = import.meta.dirname;

/** The contract is compiled from source, so the console never waits on a build of packages/api. */
export const alias = {
  '@': path.join(here, 'src'),
  '@cloudmine/api': path.join(here, '../../packages/api/src/index.ts'),
};

// The API server of `npm run dev -w @cloudmine/server` (or `node apps/server/dist/main.js`).
const devApi = 'http://localhost:3000';
/** The server's development key (apps/server/src/platform/config.ts); production keys never live here. */
const DEV_ENVELOPE_KEY = 'ZGV2LW9ubHktZW52ZWxvcGUta2V5LWNoYW5nZS1tZSE=';

/** The server fills the envelope placeholders of index.html; `vite dev` serves it itself, so do it here. */
function devEnvelopeMeta(): Plugin {
  return {
    name: 'cloudmine:admin-dev-envelope-meta',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace('__ENVELOPE_KEY__', DEV_ENVELOPE_KEY).replace('__ENVELOPE_DISABLED__', 'false'),
  };
}

export default defineConfig({
  // Served by the server under /admin/ (apps/server/src/app/static-apps.ts).
  base: '/admin/',
  plugins: [react(), devEnvelopeMeta(), precompress()],
  resolve: { alias },
  server: { proxy: { '/api': devApi } },
  build: {
    target: 'es2022',
    // Read by scripts/bundle-report.mjs to measure the initial JS of login and dashboard.
    manifest: true,
    // A desktop console on an office network: one antd bundle is fine, the hint is noise.
    chunkSizeWarningLimit: 2000,
  },
});
