import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { LAUNCH_PRELOADS_ID, type LaunchPreloads } from './src/lib/boot/preload-launch-page.ts';
import { paths } from './src/config/paths.ts';

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

/** The tab pages other than Home, by route: a visit may start on one too (a reload, a shared link). */
const LAUNCH_PAGES: Record<string, string> = {
  [paths.mall]: '/src/features/mall/mall-page.tsx',
  [paths.pledge]: '/src/features/pledge/pledge-page.tsx',
  [paths.funds]: '/src/features/funds/funds-page.tsx',
  [paths.my]: '/src/features/my/my-page.tsx',
};

type OutputChunk = Extract<NonNullable<IndexHtmlTransformContext['bundle']>[string], { type: 'chunk' }>;

/** A chunk's file and every chunk it imports statically, deepest too: what its `import()` preloads. */
function withImports(chunk: OutputChunk, chunks: Map<string, OutputChunk>): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  visit(chunk.fileName);
  return [...files];
}

/**
 * Home is a lazy page, so without a hint its chunks are only requested once the entry has run.
 * Most visits start on Home: index.html asks for Home's chunks (and preloads its CSS) beside the
 * entry's, and runs `src/preload-launch.ts` (a second entry, `async`) at once, which starts the
 * download of the launch language's texts (only that language is fetched) and, when the visit
 * starts on another tab page, that page's chunks: their list is written into index.html as JSON
 * (`lib/boot/preload-launch-page.ts`), each file once.
 */
export function preloadLaunch(): Plugin {
  return {
    name: 'cloudmine:preload-launch',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = new Map(
          Object.values(bundle)
            .filter((file): file is OutputChunk => file.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const byModule = (suffix: string) =>
          [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(suffix));
        const home = byModule('/src/features/home/home-page.tsx');
        const launch = byModule('/src/preload-launch.ts');
        const entry = [...chunks.values()].find(
          (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'),
        );
        if (!home || !launch || !entry)
          throw new Error('preloadLaunch: a chunk it preloads is not in the build');
        const inEntry = new Set(withImports(entry, chunks));
        const homeFiles = withImports(home, chunks).filter((file) => !inEntry.has(file));
        const css = (files: string[]) =>
          files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);

        // Each tab page's chunks and styles that index.html does not already ask for.
        const inHtml = new Set([...inEntry, ...homeFiles, ...css(homeFiles)]);
        const files: string[] = [];
        const pages: LaunchPreloads['pages'] = {};
        for (const [route, module] of Object.entries(LAUNCH_PAGES)) {
          const page = byModule(module);
          if (!page) throw new Error(`preloadLaunch: no chunk for ${module}`);
          const own = withImports(page, chunks);
          pages[route] = [...own, ...css(own)]
            .filter((file) => !inHtml.has(file))
            .map((file) => {
              if (!files.includes(file)) files.push(file);
              return files.indexOf(file);
            });
        }
        const preloads: LaunchPreloads = { files, pages };
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${launch.fileName}` },
            injectTo: 'head-prepend' as const,
          },
          {
            tag: 'script',
            attrs: { type: 'application/json', id: LAUNCH_PRELOADS_ID },
            children: JSON.stringify(preloads),
            injectTo: 'head' as const,
          },
          ...homeFiles.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...css(homeFiles).map((file) => ({
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
