import { registerTranslations } from '@marketplace/contracts';
import { translations } from './i18n/translations';

/** 'development' under the dev server: RemoteRoot then shows the dev-build marker. */
export const BUILD = process.env.NODE_ENV;

registerTranslations('search', translations);
