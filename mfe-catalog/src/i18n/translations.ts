import type { Translations } from '@marketplace/contracts';
import { en } from './en';
import { so } from './so';
import { sw } from './sw';

// The 'catalog' namespace. Validation, error and success messages come from the host's 'messages'
// namespace (contracts), page titles and category names from 'common'.

export const translations: Translations = { en, so, sw };
