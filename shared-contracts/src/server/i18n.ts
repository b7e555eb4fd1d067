// A server render's translations (its own entry: no page loads it).
export { createServerI18n } from '../i18n/setup';
