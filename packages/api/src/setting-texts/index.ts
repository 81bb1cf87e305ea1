import type { Language } from '../constants.js';
import { bd } from './bd.js';
import { en, type SettingText, type SettingTexts } from './en.js';
import { zh } from './zh.js';

export type { SettingText, SettingTexts };

/** Title and meaning of every operator setting, and the names of their modules, per language. */
export const SETTING_TEXTS: Record<Language, SettingTexts> = { en, zh, bd };

/** The text of one setting in a language, or null for a key the texts do not know. */
export function settingText(key: string, language: Language): SettingText | null {
  const texts: Record<string, SettingText> = SETTING_TEXTS[language].settings;
  return Object.hasOwn(texts, key) ? (texts[key] ?? null) : null;
}
