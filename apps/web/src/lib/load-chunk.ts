import { PAGE_CHUNK_TIMEOUT_MS } from '@cloudmine/api';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * Loads a page chunk (SPEC §9: page chunk load timeout 120 s). A failed import is tried once more
 * (a deploy may have replaced the file, or the network dropped for a moment); both attempts share
 * one deadline, after which the page shows its error state with a retry button.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  options: { timeoutMs?: number; retries?: number } = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? PAGE_CHUNK_TIMEOUT_MS;
  const retries = options.retries ?? 1;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`page chunk not loaded within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const attempt = (left: number) => {
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          if (left > 0) {
            attempt(left - 1);
            return;
          }
          clearTimeout(timer);
          reject(error instanceof Error ? error : new ChunkLoadError(String(error)));
        },
      );
    };
    attempt(retries);
  });
}
