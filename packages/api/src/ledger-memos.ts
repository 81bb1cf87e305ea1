/**
 * What the server writes on a ledger transfer for the member to read: a key with parameters, never
 * an English sentence, so each reader sees it in their own language (the web app's `memo.<key>`
 * texts). Stored in `ledger_transfers.memo` as JSON; rows written before this module (English
 * sentences) are read back through the patterns below, so old rows keep reading right.
 */
export const MEMO_KEYS = [
  'teamRebate',
  'teamRebateFrom',
  'miningIncome',
  'pledgeReward',
  'pledgePrincipal',
  'fundIncome',
  'fundPrincipal',
  'checkin',
  'checkinStreak',
  'demoFunds',
] as const;
export type MemoKey = (typeof MEMO_KEYS)[number];
export type MemoParams = Readonly<Record<string, string | number>>;

export interface LedgerMemo {
  readonly key: MemoKey;
  readonly params: MemoParams;
}

/** The stored form of a memo: `{"key":…,"params":{…}}`. */
export function memoText(key: MemoKey, params: MemoParams = {}): string {
  return JSON.stringify({ key, params });
}

function isMemoKey(value: unknown): value is MemoKey {
  return typeof value === 'string' && (MEMO_KEYS as readonly string[]).includes(value);
}

function isParams(value: unknown): value is MemoParams {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  );
}

/** The English sentences the server wrote before memos were keys (issue 18). */
const LEGACY: ReadonlyArray<[RegExp, (match: RegExpExecArray) => LedgerMemo]> = [
  [
    /^level (\d) on mining order (\d+)$/,
    (m) => ({ key: 'teamRebate', params: { level: Number(m[1]), order: Number(m[2]) } }),
  ],
  [
    /^Level (\d) rebate from (\S+)$/,
    (m) => ({ key: 'teamRebateFrom', params: { level: Number(m[1]), phone: m[2] ?? '' } }),
  ],
  [
    /^mining order (\d+), (\d{4}-\d{2}-\d{2})$/,
    (m) => ({ key: 'miningIncome', params: { order: Number(m[1]), date: m[2] ?? '' } }),
  ],
  [
    /^pledge (\d+), (\d{4}-\d{2}-\d{2})$/,
    (m) => ({ key: 'pledgeReward', params: { pledge: Number(m[1]), date: m[2] ?? '' } }),
  ],
  [
    /^fund holding (\d+), (\d{4}-\d{2}-\d{2})$/,
    (m) => ({ key: 'fundIncome', params: { holding: Number(m[1]), date: m[2] ?? '' } }),
  ],
  [/^principal returned at the end of the term$/, () => ({ key: 'pledgePrincipal', params: {} })],
  [/^amount returned at the end of the term$/, () => ({ key: 'fundPrincipal', params: {} })],
  [/^Check-in (\d{4}-\d{2}-\d{2})$/, (m) => ({ key: 'checkin', params: { date: m[1] ?? '' } })],
  [/^Check-in streak day (\d+)$/, (m) => ({ key: 'checkinStreak', params: { day: Number(m[1]) } })],
];

/**
 * A stored memo as a key with parameters; `null` for none, and for text the server did not write as
 * a memo of its own (an operator's reason), which readers replace with the record type's name.
 */
export function readMemo(stored: string | null | undefined): LedgerMemo | null {
  if (!stored) return null;
  if (stored.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(stored);
      if (typeof parsed === 'object' && parsed !== null && 'key' in parsed && 'params' in parsed) {
        const { key, params } = parsed;
        if (isMemoKey(key) && isParams(params)) return { key, params };
      }
    } catch {
      return null;
    }
    return null;
  }
  for (const [pattern, read] of LEGACY) {
    const match = pattern.exec(stored);
    if (match) return read(match);
  }
  return null;
}
