import { createContext } from 'react';
import { i18n } from './i18n';
import type { I18n } from './translator';

/** The i18n instance of the tree: the app's own unless a test provides another. */
export const I18nContext = createContext<I18n>(i18n);
