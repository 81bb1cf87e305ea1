/** The content module's public surface: notices, the carousel, and texts stored per language. */
export { contentAdminRoutes } from './content-admin-routes.js';
export { firstCarouselImageUrl } from './content-repository.js';
export { contentRoutes } from './content-routes.js';
export { contentSettings } from './content-settings.js';
export {
  editableArticles,
  NO_ARTICLE,
  pickLanguage,
  storedArticles,
  type Article,
  type StoredArticles,
} from './localized-text.js';
