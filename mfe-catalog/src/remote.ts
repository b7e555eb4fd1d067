import { registerTranslations } from '@marketplace/contracts';
import { translations } from './i18n/translations';

/** This remote's name in the DOM and in logs. */
export const REMOTE_ID = 'mfe-catalog';
export const BUILD = process.env.NODE_ENV;

registerTranslations('catalog', translations);
