import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { deferStylesheets, devEnvelopeMeta, lowPriorityAppFetches, preloadLaunch } from './vite-plugins.ts';
import { pwa } from './pwa/vite-pwa.ts';
import { precompress } from './vite-precompress.ts';

const here = import.meta.dirname;

/** The contract is compiled from source, so the web app never waits on a build of packages/api. */
export const alias = {
  '@': path.join(here, 'src'),
  '@cloudmine/api': path.join(here, '../../packages/api/src/index.ts'),
  // antd-mobile's legacy (pre-React 19) renderer, never called: lib/antd-setup.ts sets its own.
  'rc-util/lib/React/render': path.join(here, 'src/lib/antd-legacy-render.ts'),
};

// The API server of `npm run dev -w @cloudmine/server` (or `node apps/server/dist/main.js`).
const devApi = 'http://localhost:3000';

export default defineConfig({
  // precompress last: it compresses what the others wrote (the service worker, the manifest).
  plugins: [
    react(),
    devEnvelopeMeta(),
    preloadLaunch(),
    deferStylesheets(),
    lowPriorityAppFetches(),
    pwa(),
    precompress(),
  ],
  resolve: { alias },
  server: {
    proxy: { '/api': devApi, '/media': devApi },
  },
  build: {
    target: 'es2022',
    rollupOptions: {
      // The second entry starts the launch language's and launch page's downloads early (preloadLaunch).
      input: {
        index: path.join(here, 'index.html'),
        'preload-launch': path.join(here, 'src/preload-launch.ts'),
      },
    },
    // Read by scripts/bundle-report.mjs to measure the budget.
    manifest: true,
    // The budget is checked by gzip size (docs/web-app.md); this only silences Vite's raw-size hint.
    chunkSizeWarningLimit: 600,
  },
});
