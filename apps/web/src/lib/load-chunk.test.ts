import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './load-chunk';

describe('loadChunk (page chunk loading, SPEC §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the module when the import works', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('tries a failed import once more', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce({ default: 2 });
    await expect(loadChunk(load)).resolves.toEqual({ default: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second failure', async () => {
    const load = vi.fn().mockRejectedValue(new Error('gone'));
    await expect(loadChunk(load)).rejects.toThrow('gone');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after 120 s when the chunk never arrives', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => undefined));
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });
});
