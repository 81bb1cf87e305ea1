import { ApiError, TransportError } from '@cloudmine/api';

/** A success the server answered: after any crash it must still be in the database. */
export type Acknowledged =
  | {
      kind: 'money';
      call: string;
      memberId: number;
      idempotencyKey: string;
      /** The one ledger transfer the call made, when its answer names what it refers to. */
      posting: { type: number; referenceKind: string; referenceId: number } | null;
    }
  | { kind: 'recharge'; memberId: number; rechargeId: number }
  | { kind: 'review'; withdrawalId: number; decision: 'approve' | 'reject' }
  | { kind: 'register'; phone: string };

export interface WorkloadFigures {
  requests: number;
  acknowledged: number;
  refusals: Record<string, number>;
  /** Requests cut off by a crash (no answer) and sent again. */
  resent: number;
  /** 5xx answers: never acceptable. */
  serverErrors: string[];
  /** Retries with the same idempotency key whose answer differed from the first. */
  retryMismatches: string[];
  /** Gateway callbacks of one order answered `credited` more than once. */
  creditedTwice: string[];
  durationMs: number;
}

const RESEND_ATTEMPTS = 40;
const RESEND_PAUSE_MS = 250;

/** Counts every request and outcome of a workload run. */
export class Journal {
  readonly acknowledged: Acknowledged[] = [];
  readonly figures: WorkloadFigures = {
    requests: 0,
    acknowledged: 0,
    refusals: {},
    resent: 0,
    serverErrors: [],
    retryMismatches: [],
    creditedTwice: [],
    durationMs: 0,
  };

  ack(entry: Acknowledged): void {
    this.acknowledged.push(entry);
    this.figures.acknowledged += 1;
  }

  /**
   * Sends one request; a refusal answers null. A request that got no answer (the server was killed)
   * is sent again, as the web app's retry would, until the server is back.
   */
  async send<T>(label: string, request: () => Promise<T>): Promise<T | null> {
    for (let attempt = 1; ; attempt += 1) {
      this.figures.requests += 1;
      try {
        return await request();
      } catch (error) {
        if (error instanceof ApiError) {
          this.figures.refusals[error.key] = (this.figures.refusals[error.key] ?? 0) + 1;
          return null;
        }
        const noAnswer = error instanceof TransportError ? error.status === null : isNetworkError(error);
        if (!noAnswer || attempt >= RESEND_ATTEMPTS) {
          this.figures.serverErrors.push(`${label}: ${describe(error)}`);
          return null;
        }
        this.figures.resent += 1;
        await pause(RESEND_PAUSE_MS * Math.min(attempt, 8));
      }
    }
  }
}

function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
}

function describe(error: unknown): string {
  if (error instanceof TransportError) return `${error.status ?? 'network'} ${error.body.slice(0, 200)}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
