/**
 * Longest wait for a frame. A browser draws its first frame only once the page is ready for it, which
 * on a slow phone can be hundreds of milliseconds after the script runs; the bound only guards against
 * a frame that never comes.
 */
const FRAME_WAIT_LIMIT_MS = 1000;

/**
 * Resolves once the browser has drawn a frame, so the static shell of index.html is on screen before
 * React's first render takes the main thread. Without it the shell's paint raced the render, and on
 * a slow phone whichever won decided whether the first paint came at 0.8 s or after the whole render
 * (bench/README.md, issue 14). A hidden tab draws no frames: it does not wait.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, FRAME_WAIT_LIMIT_MS);
    requestAnimationFrame(() => {
      // rAF runs just before the frame is drawn; the task after it runs once it has been.
      setTimeout(() => {
        clearTimeout(limit);
        resolve();
      }, 0);
    });
  });
}
