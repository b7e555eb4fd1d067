import type { Translations } from '@marketplace/contracts';
import { en } from './en';
import { so } from './so';
import { sw } from './sw';

/** The "shell" namespace in every language (tests and the translation checks; the page loads so/sw on demand). */
export const translations: Translations = { en, so, sw };
