import { settingText, type SettingText } from '@cloudmine/api';
import { useLanguage } from '@/lib/i18n/use-language';

/** A setting's title and meaning in the console's language (a server test keeps every key covered). */
export function useSettingText(key: string): SettingText {
  const language = useLanguage();
  return settingText(key, language) ?? { title: key, meaning: '' };
}
