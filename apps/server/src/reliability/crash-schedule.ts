import type { Journal } from './journal.js';
import type { ServerProcess } from './server-process.js';

/**
 * Kills the server with SIGKILL once the workload has had `thresholds[i]` successes acknowledged,
 * and starts it again on the same data, while every client keeps sending. `current()` is the
 * live process (clients read its address on every request).
 */
export interface CrashSchedule {
  current(): ServerProcess;
  onProgress(journal: Journal): void;
  /** Waits for a restart in progress; answers the acknowledged counts at which kills happened. */
  settle(): Promise<number[]>;
}

export function crashSchedule(
  first: ServerProcess,
  thresholds: number[],
  restart: () => Promise<ServerProcess>,
): CrashSchedule {
  let server = first;
  const pending = [...thresholds];
  const killedAt: number[] = [];
  let restarting: Promise<void> | null = null;
  let failure: Error | null = null;
  return {
    current: () => server,
    onProgress(journal) {
      const next = pending[0];
      if (restarting || next === undefined || journal.figures.acknowledged < next) return;
      pending.shift();
      killedAt.push(journal.figures.acknowledged);
      restarting = (async () => {
        await server.kill();
        server = await restart();
      })()
        .catch((error: unknown) => {
          failure = error instanceof Error ? error : new Error(String(error));
        })
        .finally(() => (restarting = null));
    },
    async settle() {
      await restarting;
      if (failure) throw failure;
      return killedAt;
    },
  };
}
