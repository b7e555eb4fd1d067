import { sw as core } from './core/sw';
import { sw as layout } from '../features/layout/i18n/sw';

/** The "shell" namespace in Swahili: its core strings plus the layout's. */
export const sw = { ...core, ...layout };
