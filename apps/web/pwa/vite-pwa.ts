import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { BACKGROUND_COLOR, iconPng, THEME_COLOR } from './icons.ts';

/** Pages a member can open offline after one visit, without having opened them before. */
const PRECACHED_PAGES = [
  'features/home/home-page.tsx',
  'features/mall/mall-page.tsx',
  'features/pledge/pledge-page.tsx',
  'features/funds/funds-page.tsx',
  'features/my/my-page.tsx',
  'features/auth/login-page.tsx',
];
/** Each language's texts: the app's and the error catalogue's (packages/api/src/error-texts). */
const LOCALES = /(lib\/i18n\/locales|packages\/api\/src\/error-texts)\/\w+\.ts$/;

const ICONS = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/icon-maskable-512.png', size: 512, maskable: true },
];

/** The web app manifest: installable, opening on Home of the hash router. */
function manifest() {
  return {
    id: '/',
    name: 'Cloudmine',
    short_name: 'Cloudmine',
    description: 'Cloud mining, pledges and funds',
    start_url: '/#/pages/index/index',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: ICONS.map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
  };
}

/**
 * A chunk of nothing but CSS: Vite drops its empty script after this hook and keeps the stylesheet,
 * so the script must not be listed (a precache entry that 404s fails the service worker's install).
 */
function isCssOnly(chunk: Rollup.OutputChunk): boolean {
  return chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\.css($|\?)/.test(id));
}

/** A chunk's files and everything it imports statically, with their CSS. */
function closure(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, files: Set<string>): void {
  if (files.has(chunk.fileName)) return;
  files.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  for (const name of chunk.imports) {
    const next = bundle[name];
    if (next?.type === 'chunk') closure(bundle, next, files);
  }
}

/**
 * Makes the members' app installable and usable offline for what was seen: writes the manifest,
 * the icons (drawn at build, icons.ts) and the service worker (service-worker.js) with this
 * build's version and asset lists, and links the manifest from index.html. See docs/web-app.md.
 */
export function pwa(): Plugin {
  return {
    name: 'cloudmine:pwa',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' }, injectTo: 'head' },
    ],
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const precache = new Set<string>();
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId ?? '';
        const wanted =
          chunk.isEntry || LOCALES.test(id) || PRECACHED_PAGES.some((page) => id.endsWith(`/src/${page}`));
        if (wanted) closure(bundle, chunk, precache);
      }
      const dropped = new Set(chunks.filter(isCssOnly).map((chunk) => chunk.fileName));
      for (const file of dropped) precache.delete(file);
      const known = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && !dropped.has(file))
        .sort();
      const url = (file: string) => `/${file}`;
      const version = createHash('sha256').update(known.join('\n')).digest('hex').slice(0, 16);

      const source = fs
        .readFileSync(path.join(import.meta.dirname, 'service-worker.js'), 'utf8')
        .replace(
          "const VERSION = 'development'; // written by the build",
          `const VERSION = ${JSON.stringify(version)};`,
        )
        .replace(
          'const PRECACHE = []; // written by the build',
          `const PRECACHE = ${JSON.stringify([...precache].sort().map(url))};`,
        )
        .replace(
          'const KNOWN = []; // written by the build',
          `const KNOWN = ${JSON.stringify(known.map(url))};`,
        );
      if (source.includes('written by the build'))
        throw new Error('service-worker.js: a build marker is missing');

      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(manifest(), null, 2)}\n`,
      });
      for (const icon of ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.file, source: iconPng(icon.size, icon.maskable) });
      }
    },
  };
}
