/**
 * The chunks of the tab pages other than Home, written into index.html at build time as JSON
 * (`preloadLaunch` in vite-plugins.ts): each file once, and each page's files by index.
 */
export interface LaunchPreloads {
  files: string[];
  pages: Record<string, number[]>;
}

export const LAUNCH_PRELOADS_ID = 'launch-preloads';

/** Links added per task: each starts a fetch, about 1 ms of a slow phone's main thread. */
const LINKS_PER_TASK = 8;

/** The route of a hash URL: `#/pages/my/my?tab=1` is `/pages/my/my`. */
export function launchPath(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0] || '/';
}

function preloadLink(doc: Document, file: string): HTMLLinkElement {
  const link = doc.createElement('link');
  if (file.endsWith('.css')) {
    link.rel = 'preload';
    link.setAttribute('as', 'style');
  } else {
    link.rel = 'modulepreload';
  }
  // As the app's own import asks for them, so the browser reuses what was preloaded.
  link.crossOrigin = '';
  link.href = `/${file}`;
  return link;
}

/**
 * Starts the download of the launch page's chunks when the app opens on a tab page other than Home
 * (a reload, a shared link): without it they are requested only once the entry has run, after it
 * has downloaded, and the app's import adds every link in one task (My's ~50, a 100 ms task on a
 * slow phone). Home's are in index.html already. The links go in a few at a time, a task each.
 */
export function preloadLaunchPage(doc: Document, hash: string): void {
  const text = doc.getElementById(LAUNCH_PRELOADS_ID)?.textContent;
  if (!text) return;
  const { files, pages } = JSON.parse(text) as LaunchPreloads;
  const pending = (pages[launchPath(hash)] ?? []).flatMap((index) => files[index] ?? []);
  const addSome = () => {
    for (const file of pending.splice(0, LINKS_PER_TASK)) doc.head.append(preloadLink(doc, file));
    if (pending.length > 0) setTimeout(addSome, 0);
  };
  addSome();
}
