/**
 * Applies the stylesheets index.html only preloads (`deferStylesheets` in vite-plugins.ts), in their
 * order, and resolves once they have loaded (or failed), so React never paints unstyled. In
 * development Vite injects styles itself and there is nothing to apply.
 */
export function applyAppStyles(): Promise<void> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-style]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          // The same attribute as Vite's own links, so its loader of lazy pages sees it is applied.
          sheet.setAttribute('href', preload.getAttribute('href') ?? '');
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.addEventListener('load', () => resolve(), { once: true });
          sheet.addEventListener('error', () => resolve(), { once: true });
          document.head.appendChild(sheet);
        }),
    ),
  ).then(() => undefined);
}
