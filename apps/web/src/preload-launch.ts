import { preloadLaunchPage } from '@/lib/boot/preload-launch-page';
import { launchLanguage, storedLanguage } from '@/lib/i18n/launch-language';
import { loadLanguageTexts } from '@/lib/i18n/language-texts';

/**
 * A second, tiny entry that index.html runs as soon as it arrives (`async`), long before the app's
 * entry has downloaded: it starts fetching the texts of the language the app will start in, so they
 * arrive beside the app rather than after it, and no other language is downloaded; and the chunks of
 * the page the app opens on, when that is a tab page other than Home. The app's own `import()` of the
 * same chunks then finds them in the browser's module map.
 */
void loadLanguageTexts(launchLanguage(storedLanguage(), navigator.language)).catch(() => undefined);
preloadLaunchPage(document, location.hash);
