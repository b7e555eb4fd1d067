import type { Translations } from '@marketplace/contracts';
import { en } from './en';
import { so } from './so';
import { sw } from './sw';

// The account namespace. Catalogued messages (validation, errors, success) come from the host's
// shared 'messages' namespace instead; these are the screens' own labels.
export const translations: Translations = { en, so, sw };
