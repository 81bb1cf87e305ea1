import type { Journal } from './journal.js';

/** One line of figures for the test log and docs/testing.md. */
export function summary(title: string, journal: Journal): string {
  const { requests, acknowledged, resent, refusals, durationMs } = journal.figures;
  const refused = Object.values(refusals).reduce((sum, count) => sum + count, 0);
  const seconds = durationMs / 1000;
  return (
    `${title}: ${requests} requests in ${seconds.toFixed(1)} s (${Math.round(requests / seconds)}/s), ` +
    `${acknowledged} successes acknowledged, ${refused} refused by rule, ${resent} resent after no answer; ` +
    `refusals ${JSON.stringify(refusals)}`
  );
}
