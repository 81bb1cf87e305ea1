import type { EarningHolding, Language } from '@cloudmine/api';
import { productTexts } from './catalogue.js';

/** A running machine, pledge or fund holding as the earnings view shows it, before its next payment time. */
export type RunningHolding = Omit<EarningHolding, 'nextPaymentAt'> & { nextDate: string | null };

/** The shared mapping from an owner's row to a `RunningHolding` (product named in `language`). */
export function runningHolding(
  kind: EarningHolding['kind'],
  language: Language,
  held: Omit<RunningHolding, 'kind' | 'productName'> & { textsJson: string },
): RunningHolding {
  const { textsJson, ...rest } = held;
  return { ...rest, kind, productName: productTexts(textsJson, language).name };
}
