import { so as core } from './core/so';
import { so as layout } from '../features/layout/i18n/so';

/** The "shell" namespace in Somali: its core strings plus the layout's. */
export const so = { ...core, ...layout };
