import { en as core } from './core/en';
import { en as layout } from '../features/layout/i18n/en';

/** The "shell" namespace in English: its core strings plus the layout's. */
export const en = { ...core, ...layout };
