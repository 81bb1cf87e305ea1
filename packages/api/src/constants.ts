/** App-wide constants of SPEC §2 and §9 that are interface facts, not operator settings. */
export const APP_VERSION = '1.0.16';

export const LANGUAGES = ['zh', 'en', 'bd'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
/** First launch without a stored choice. */
export const DEFAULT_LANGUAGE: Language = 'bd';

export const CURRENCY_LABEL = 'USD';
export const SMS_CODE_LENGTH = 6;
export const SMS_RESEND_SECONDS = 60;
export const REQUEST_TIMEOUT_MS = 60_000;
export const PAGE_CHUNK_TIMEOUT_MS = 120_000;
export const TOAST_MS = 2_000;
export const ERROR_TOAST_MS = 3_000;
export const BADGE_MAX = 999;
export const MINER_SELL_WINDOW_DAYS = 10;
export const BANNED_PRINCIPAL_RETURN_DAYS = 60;
export const CHECKIN_STREAK_DAYS = 7;
/** The three levels of team rebates together never exceed this share of the amount paid (SPEC §9). */
export const MAX_REBATE_BPS = 1_000;
/** Replay window of the request envelope, either side of the server clock. */
export const ENVELOPE_WINDOW_MS = 5 * 60_000;

export const ENVELOPE_HEADER = 'x-envelope';
export const AUTH_TOKEN_STORAGE_KEY = 'AUTH-TOKEN';

// Enumerations the app shows as filters. They live here, not beside their zod schemas, so the
// browser bundle can import them without pulling zod and the whole contract in.
export const MINING_ORDER_STATES = ['incomplete', 'running', 'completed', 'expired', 'sold'] as const;
export type MiningOrderState = (typeof MINING_ORDER_STATES)[number];

export const TEAM_LEVELS = [1, 2, 3] as const;
export type TeamLevel = (typeof TEAM_LEVELS)[number];
