import type { Plugin } from 'vite';

/** The server's development key (apps/server/src/platform/config.ts); production keys never live here. */
const DEV_ENVELOPE_KEY = 'ZGV2LW9ubHktZW52ZWxvcGUta2V5LWNoYW5nZS1tZSE=';

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

/**
 * Home is a lazy page, so without a hint its chunks are only requested once the entry has run.
 * Most visits start on Home: index.html asks for Home's chunks (and preloads its CSS) beside the
 * entry's, and runs `src/preload-language.ts` (a second entry, `async`) at once, which starts the
 * download of the launch language's texts; only that language is fetched.
 */
export function preloadHomePage(): Plugin {
  return {
    name: 'cloudmine:preload-home-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const home = chunks.find((chunk) =>
          chunk.facadeModuleId?.endsWith('/src/features/home/home-page.tsx'),
        );
        const language = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/preload-language.ts'));
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'));
        if (!home || !language || !entry)
          throw new Error('preloadHomePage: a chunk it preloads is not in the build');
        const already = new Set([entry.fileName, ...entry.imports]);
        const files = [home.fileName, ...home.imports].filter((file) => !already.has(file));
        const css = [...(home.viteMetadata?.importedCss ?? [])];
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${language.fileName}` },
            injectTo: 'head-prepend' as const,
          },
          ...files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...css.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * The entry's stylesheets would block the first paint; the static shell in index.html carries its
 * own critical CSS, so they are turned into preloads here and applied by `lib/app-styles.ts` before
 * React renders (no inline script is needed, which the content security policy forbids).
 */
export function deferStylesheets(): Plugin {
  return {
    name: 'cloudmine:defer-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g,
          '<link rel="preload" as="style" crossorigin href="$1" data-app-style>',
        ),
    },
  };
}

/**
 * Nothing index.html fetches is needed for its first paint: the static shell carries its own CSS
 * and its image, the module scripts run after parsing, and the app's stylesheets are applied before
 * React renders. So the scripts, module preloads and deferred stylesheets ask for a low fetch
 * priority: on a slow link the shell's image is fetched first, and the browser (and Lighthouse,
 * which takes high-priority scripts that arrived before the first paint as ones it waited for)
 * knows the shell does not wait for them. Runs after the plugins that add those tags.
 */
export function lowPriorityAppFetches(): Plugin {
  return {
    name: 'cloudmine:low-priority-app-fetches',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload"|link rel="preload" as="style")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}
