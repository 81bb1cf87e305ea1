import type { en } from './locales/en';

/** A page title: one of the `title.*` keys (about 34 screens, SPEC §2). */
export type TitleKey = keyof typeof en.title;
