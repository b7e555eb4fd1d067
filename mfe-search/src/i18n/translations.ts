import type { Translations } from '@marketplace/contracts';
import { en } from './en';
import { so } from './so';
import { sw } from './sw';

/**
 * The "search" namespace. Page titles and category names come from "common"; validation and
 * error messages from the host-registered "messages" namespace.
 */
export const translations: Translations = { en, so, sw };
